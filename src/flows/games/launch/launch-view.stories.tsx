import { LaunchView, type LaunchState } from './launch-view';

const noop = () => undefined;
const view = (state: LaunchState, game: string | null = 'Xổ số Miền Bắc') => (
  <LaunchView state={state} game={game} ready busy={false} onRetry={noop} onBack={noop} />
);

export const Launching = () => view({ kind: 'launching' });
export const LaunchingUnnamed = () => view({ kind: 'launching' }, null);
export const TimedOut = () => view({ kind: 'timeout' });
export const FailedWithServerMessage = () => view({ kind: 'failed', message: 'The game is closed for maintenance until 14:00.' });
export const FailedWithoutMessage = () => view({ kind: 'failed', message: null });
export const Refused = () => view({ kind: 'refused' });
export const NoGameInTheLink = () => view({ kind: 'no-game' }, null);
export const RetryInFlight = () => <LaunchView state={{ kind: 'timeout' }} game="Fortune Tiger" ready busy onRetry={noop} onBack={noop} />;
