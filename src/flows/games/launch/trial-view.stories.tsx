import { TrialView, type TrialState } from './trial-view';

const noop = () => undefined;
// The stand-in game: a page of its own, as the frame would show (a data: URL needs no server).
const game = 'data:text/html,<body style="margin:0;display:grid;place-items:center;height:100vh;background:%23123;color:%23fff;font:20px sans-serif">Super Ace · trial</body>';
const view = (state: TrialState, fullscreen: { active: boolean } | null = { active: false }) => (
  <TrialView state={state} game="Super Ace" ready busy={false} fullscreen={fullscreen} onFullscreen={noop} onRetry={noop} onBack={noop} />
);

export const Loading = () => view({ kind: 'launching' });
export const Playing = () => view({ kind: 'playing', url: game });
export const PlayingFullscreen = () => view({ kind: 'playing', url: game }, { active: true });
export const PlayingWithoutFullscreenApi = () => view({ kind: 'playing', url: game }, null);
export const TimedOut = () => view({ kind: 'timeout' });
export const Failed = () => view({ kind: 'failed', message: 'Trial play is closed for this game.' });
export const Refused = () => view({ kind: 'refused' });
export const NoGameInTheLink = () => view({ kind: 'no-game' });
