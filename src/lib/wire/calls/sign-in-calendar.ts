import type { WireCall } from '../define-call';
import type * as R from '../shapes-rewards';

/** The daily sign-in page's state (this product's decision); the page says itself when it fails, with Retry. */
export const signInCalendar: WireCall<{ params: { timeZone: string } }, R.SignInCalendarValue> = { method: 'GET', path: '/wps/relay/MCSFE_getSignInCalendar', auth: 'token', alert: 'caller' };
