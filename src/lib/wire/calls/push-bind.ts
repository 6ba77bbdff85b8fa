import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const pushBind: WireCall<{ body: S.PushBindRequest }, null> = { method: 'POST', path: '/wps/relay/CSP_fcmBind', auth: 'token', alert: 'caller' };
