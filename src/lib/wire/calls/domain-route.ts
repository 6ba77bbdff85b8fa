import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

export const domainRoute: WireCall<None, S.DomainRouteValue> = { method: 'GET', path: '/wps/system/domainRoute', auth: 'public', alert: 'dialog' };
