import type { WireCall } from '../define-call';
import type * as S from '../shapes';

type None = Record<never, never>;

export const banners: WireCall<None, { list: S.Banner[] }> = { method: 'GET', path: '/wps/relay/MCSFE_getBanners', auth: 'public', alert: 'dialog' };
