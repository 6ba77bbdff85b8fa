import { defineCall } from '../define-call';
import type * as S from '../shapes';

export const pushUnsubscribe = defineCall<{ body: S.PushUnsubscribeRequest }, null>({ method: 'DELETE', path: '/wps/relay/CSP_fcmUnsubscribe', auth: 'token', alert: 'caller' });
