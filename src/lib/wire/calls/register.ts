import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const register: WireCall<{ body: S.RegisterRequest }, S.RegisterValue> = { method: 'POST', path: '/wps/member/register', encrypted: true, auth: 'public', alert: 'caller', moduleId: 'REG3' };
