import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

type None = Record<never, never>;

/** The mission ranking of the current period with the player's own row (this product's decision); the page says itself when it fails, with Retry. */
export const missionRanking: WireCall<None, R.MissionRankingValue> = { method: 'GET', path: '/wps/relay/MCSFE_getMissionRanking', auth: 'token', alert: 'caller' };
