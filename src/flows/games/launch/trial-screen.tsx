import { useCallback, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { inAppPath } from '@/policy/checked-navigation';
import { followChecked } from '@/policy/follow-checked';
import { useSite } from '@/runtime/site';
import { useSubmitGuard } from '@/ui/use-submit-guard';
import { attemptLaunch } from './launch-attempt';
import { useLaunchTexts } from './launch-texts';
import { useLaunchOnVisit } from './use-launch-on-visit';
import { trialGameUrl, trialParams } from './trial-launch';
import { TrialView, type TrialState } from './trial-view';
import { useFullscreen } from './use-fullscreen';

/**
 * /m/trialGame: the trial call (trial-launch.ts: the manifest's variant, within the launch's 10 s),
 * then the game in a sandboxed frame, only when its URL passes the checked navigation with purpose
 * gameFrame (the manifest's games.frameOrigins, which also feed the CSP's frame-src) and is not on
 * this page's own origin (a same-origin frame with allow-scripts + allow-same-origin could lift its
 * own sandbox). Back goes to the link's backUrl when it is an in-app path, else home.
 */
export default function TrialScreen() {
  const site = useSite();
  const search = useSearch();
  const [, navigate] = useLocation();
  const ready = useLaunchTexts();
  const [state, setState] = useState<TrialState>(() => (new URLSearchParams(search).get('gameId') ? { kind: 'launching' } : { kind: 'no-game' }));
  // Released as soon as an attempt ends: Retry only appears once it has, so a delay would only
  // swallow the first tap on it; a double tap still sends one request (the first holds the guard).
  const [busy, run] = useSubmitGuard(0);
  const live = useRef(true);
  const page = useRef<HTMLDivElement>(null);
  const [fullscreen, toggleFullscreen] = useFullscreen(page);
  const query = new URLSearchParams(search);
  const game = query.get('name') || query.get('code') || null;
  const back = inAppPath(query.get('backUrl')) ?? site.routes.home.path;
  const variant = site.manifest.games?.trialLaunch ?? 'async';

  const start = useCallback(() => {
    if (!new URLSearchParams(search).get('gameId')) return setState({ kind: 'no-game' });
    void run(async () => {
      setState({ kind: 'launching' });
      const outcome = await attemptLaunch((signal) => trialGameUrl(variant, trialParams(new URLSearchParams(search)), signal));
      if (!live.current) return;
      if (outcome.kind !== 'ok') return setState(outcome);
      const sameOrigin = (() => {
        try {
          return new URL(outcome.value).origin === location.origin;
        } catch {
          return false;
        }
      })();
      const shown = !sameOrigin && followChecked(outcome.value, 'gameFrame', site.manifest, { go: (url) => setState({ kind: 'playing', url }) }).followed;
      if (!shown) setState({ kind: 'refused' });
    });
  }, [run, search, site, variant]);

  useLaunchOnVisit(search, start, live);

  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    navigate(back, { replace: true });
  };

  return <TrialView state={state} game={game} ready={ready} busy={busy} fullscreen={fullscreen} onFullscreen={toggleFullscreen} onRetry={start} onBack={leave} pageRef={page} />;
}
