import { defineCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

export const memberInfo = defineCall<None, S.MemberInfoValue>({ method: 'GET', path: '/wps/member/info', auth: 'token', alert: 'dialog' });
