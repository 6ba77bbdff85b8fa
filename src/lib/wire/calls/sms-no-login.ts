import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const smsNoLogin: WireCall<{ body: S.SmsTarget & S.CaptchaFields }, S.SmsSendValue | null> = { method: 'POST', path: '/wps/verification/sms/noLogin', auth: 'public', alert: 'dialog' };
