import { useCallback, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api } from '@/lib/http';
import { launchGame } from '@/lib/wire/calls/launch-game';
import { inAppPath } from '@/policy/checked-navigation';
import { followChecked, replacePage } from '@/policy/follow-checked';
import { useSite } from '@/runtime/site';
import { getLanguage } from '@/state/preferences';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { attemptLaunch } from './launch-attempt';
import { launchParams, namesAGame } from './launch-params';
import { useLaunchTexts } from './launch-texts';
import { useLaunchOnVisit } from './use-launch-on-visit';
import { LaunchView, type LaunchState } from './launch-view';
import { memberLabelName } from './member-label';

/**
 * /m/launchGame: GET /wps/game/launchGame with the query's shape (launch-params.ts), then the
 * player goes to value.gameUrl through the checked navigation (purpose gameLaunch, the manifest's
 * games.launchOrigins). It starts by itself (the tap that opened this page was the player's
 * request); one request at a time (a double tap, a Retry tapped twice, React's dev double mount).
 *
 * The game replaces this page in the history (`location.replace`): with `assign`, the phone's back
 * button would come back here, launch again and go straight back into the game, so the player
 * could never leave it. Back from the game returns to the page the tile was on.
 *
 * Recently played: the lobby records a game when its tile is tapped (it has the tile's name and
 * image, this page has only vendor and code); a launch from elsewhere (a banner, a deep link) would
 * be recorded at `onLaunched` below once the lobby exposes a recorder that takes vendor and code.
 */
export default function LaunchScreen() {
  const site = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const ready = useLaunchTexts();
  const [state, setState] = useState<LaunchState>(() => (namesAGame(new URLSearchParams(search)) ? { kind: 'launching' } : { kind: 'no-game' }));
  // Released as soon as an attempt ends: Retry only appears once it has, so a delay would only
  // swallow the first tap on it; a double tap still sends one request (the first holds the guard).
  const [busy, run] = useSubmitGuard(0);
  const live = useRef(true);
  const query = new URLSearchParams(search);
  const game = query.get('name') || query.get('code') || null;
  const back = inAppPath(query.get('backUrl')) ?? site.routes.home.path;

  const start = useCallback(() => {
    if (!namesAGame(new URLSearchParams(search))) return setState({ kind: 'no-game' });
    void run(async () => {
      setState({ kind: 'launching' });
      const outcome = await attemptLaunch(async (signal) => {
        const params = launchParams(search, {
          origin: location.origin,
          homePath: site.routes.home.path,
          language: getLanguage(),
          title: site.features.merchant.name,
          labelName: await memberLabelName(signal),
        });
        return api.call(launchGame, { params, signal });
      });
      if (!live.current) return; // the player left meanwhile: go nowhere
      if (outcome.kind !== 'ok') return setState(outcome);
      const followed = followChecked(outcome.value.gameUrl, 'gameLaunch', site.manifest, { go: replacePage });
      if (!followed.followed) setState({ kind: 'refused' });
      // onLaunched: the place to record "recently played" for launches that did not come from a tile.
    });
  }, [run, search, site]);

  useLaunchOnVisit(search, start, live);

  return <LaunchView state={state} game={game} ready={ready} busy={busy} onRetry={start} onBack={() => navigate(back, { replace: true })} />;
}
