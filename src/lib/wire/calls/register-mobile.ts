import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const registerMobile: WireCall<{ body: S.RegisterRequest }, S.RegisterValue> = { method: 'POST', path: '/wps/member/register/mobile', encrypted: true, auth: 'public', alert: 'caller', moduleId: 'MOBILENUMREG3' };
