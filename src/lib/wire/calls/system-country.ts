import type { WireCall } from '../define-call';
import type * as S from '../shapes';

/** Without it the forms use no dialing code and the picker stays hidden. */
export const systemCountry: WireCall<{ params: { _: string } }, S.CountryInfo> = { method: 'GET', path: '/wps/system/country', auth: 'public', alert: 'caller' };
