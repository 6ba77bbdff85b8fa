import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

/** Feeds the install prompt's rules: without it the prompt uses its defaults. */
export const depositSettings: WireCall<None, S.DepositSettingsValue> = { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', auth: 'token', alert: 'caller' };
