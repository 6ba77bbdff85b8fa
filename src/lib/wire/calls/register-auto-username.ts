import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const registerAutoUsername: WireCall<{ body: S.RegisterRequest }, S.RegisterValue> = { method: 'POST', path: '/wps/member/register/autoUsername', auth: 'public', alert: 'caller', moduleId: 'REG3' };
