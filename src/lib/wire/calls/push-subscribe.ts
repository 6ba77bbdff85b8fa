import { defineCall } from '../define-call';
import type * as S from '../shapes';

export const pushSubscribe = defineCall<{ body: S.PushSubscribeRequest }, null>({ method: 'POST', path: '/wps/relay/CSP_fcmSubscribe', auth: 'token', alert: 'caller' });
