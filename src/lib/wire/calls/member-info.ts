import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

export const memberInfo: WireCall<None, S.MemberInfoValue> = { method: 'GET', path: '/wps/member/info', auth: 'token', alert: 'dialog' };
