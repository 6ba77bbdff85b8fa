import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const pushSubscribe: WireCall<{ body: S.PushSubscribeRequest }, null> = { method: 'POST', path: '/wps/relay/CSP_fcmSubscribe', auth: 'token', alert: 'caller' };
