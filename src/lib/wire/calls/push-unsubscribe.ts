import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const pushUnsubscribe: WireCall<{ body: S.PushUnsubscribeRequest }, null> = { method: 'DELETE', path: '/wps/relay/CSP_fcmUnsubscribe', auth: 'token', alert: 'caller' };
