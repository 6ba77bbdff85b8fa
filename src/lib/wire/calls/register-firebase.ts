import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const registerFirebase: WireCall<{ body: S.FirebaseRegisterRequest }, S.RegisterValue> = { method: 'POST', path: '/wps/member/register/firebase', encrypted: true, auth: 'public', alert: 'caller' };
