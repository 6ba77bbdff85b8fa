import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { allowListFor } from '@/policy/checked-navigation';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { launchPath, trialPath } from '../launch/launch-links';
import { shelfKey } from './game-shelf';
import { imageHosts, type ImageHosts } from './image-host';
import type { TileGame } from './game-shelf';

/**
 * What every lobby tile needs from the site and the session, computed once per render of a lobby
 * part: the image hosts, the player's shelf, and the links a tile opens. Views take it as a prop
 * (stories build their own).
 */
export interface Lobby {
  hosts: ImageHosts;
  shelfKey: string;
  member: boolean;
  /** The launch page for a game, coming back to `back`; null when the merchant has no launch route. */
  launchHref(game: TileGame, back: string): string | null;
  /** The trial page, for a visitor and a game that offers trial play; else null. */
  trialHref(game: TileGame, back: string): string | null;
  /** The game page, on a category when given. */
  gameHref(category?: string): string;
}

// One random pick per page load: every part of the page asks for the same host first, so the
// browser's connection and cache are shared.
let picked: { key: string; hosts: ImageHosts } | null = null;
function hostsFor(cdns: readonly string[], allowList: readonly string[]): ImageHosts {
  const key = JSON.stringify([cdns, allowList]);
  if (picked?.key !== key) picked = { key, hosts: imageHosts(cdns, allowList) };
  return picked.hosts;
}

export function useLobby(): Lobby {
  const site = useSite();
  const { info } = useSnapshot(session);
  const player = info?.userName || info?.id || null;
  const member = Boolean(info?.token);
  return useMemo(() => {
    const launch = site.routes.pathForScreen('launchGame');
    const trial = site.routes.pathForScreen('trialGame');
    const game = site.routes.pathForScreen('game') ?? '/m/game';
    // Trial play is for visitors, where the trial page is open to them.
    const trialPublic = site.manifest.routes.some((r) => r.screen === 'trialGame' && r.access === 'public');
    return {
      hosts: hostsFor(site.features.imageCdns, allowListFor(site.manifest, 'image')),
      shelfKey: shelfKey(site.features.merchant.id, member ? player : null),
      member,
      launchHref: (g, back) => (launch ? launchPath(launch, g, back) : null),
      trialHref: (g, back) => (!member && g.trial && trial && trialPublic ? trialPath(trial, g, back) : null),
      gameHref: (category) => (category ? `${game}?category=${encodeURIComponent(category)}` : game),
    } satisfies Lobby;
  }, [site, member, player]);
}
