import type { WireCall } from '../define-call';

/** The UI already switched language: a failed sync is not worth an alert. */
export const memberLanguage: WireCall<{ body: { language: string } }, null> = { method: 'POST', path: '/wps/member/language', auth: 'token', alert: 'caller' };
