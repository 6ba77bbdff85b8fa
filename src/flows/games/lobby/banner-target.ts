import type { Banner } from '@/lib/wire';
import { checkedUrl } from '@/policy/checked-navigation';
import type { Targets } from '@/runtime/steps/targets';
import { launchPath } from '../launch/launch-links';

/**
 * Where a server banner of the lobby's carousel goes:
 * - P (a promotion): the promotions page on it;
 * - URL: the web address, only when its origin is on the merchant's redirect list ('blocked' else:
 *   the carousel tells the player and goes nowhere);
 * - G (a game, `linkage` its code): a member goes to its launch page; a visitor to the login page,
 *   which launches it after login (`?returnTo=` the launch path, an in-app path);
 * - anything else: nowhere (null).
 *
 *   bannerTarget({ linkageType: 'G', linkage: 'fortune-tiger', vendor: 'PGSOFT', … }, { member: false, … })
 *   // → { kind: 'app', path: '/m/login?returnTo=%2Fm%2FlaunchGame%3Fvendor%3DPGSOFT%26code%3Dfortune-tiger%26backUrl%3D%252Fm%252Fhome' }
 */
export type BannerTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string } | { kind: 'blocked' } | null;

export interface BannerContext {
  member: boolean;
  targets: Pick<Targets, 'activity'>;
  redirectAllowList: readonly string[];
  login: string | null;
  launch: string | null;
  /** The page the game comes back to. */
  back: string;
}

export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage' | 'vendor' | 'gameType'>, c: BannerContext): BannerTarget {
  const type = String(banner.linkageType ?? '').toUpperCase();
  const linkage = String(banner.linkage ?? '').trim();
  if (type === 'P') {
    const path = c.targets.activity(linkage || null);
    return path ? { kind: 'app', path } : null;
  }
  if (type === 'URL') {
    const url = checkedUrl(linkage, c.redirectAllowList);
    return url ? { kind: 'web', url: url.href } : { kind: 'blocked' };
  }
  if (type === 'G' && linkage && banner.vendor && c.launch) {
    const launch = launchPath(c.launch, { vendor: banner.vendor, gameCode: linkage, accountTypeName: banner.gameType ?? undefined }, c.back);
    if (c.member) return { kind: 'app', path: launch };
    return c.login ? { kind: 'app', path: `${c.login}?${new URLSearchParams({ returnTo: launch })}` } : null;
  }
  return null;
}
