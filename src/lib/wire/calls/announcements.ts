import type { WireCall } from '../define-call';
import type * as S from '../shapes';

export const announcements: WireCall<{ params: { types: 'PR' | 'MQ'; platform: 'M'; category?: string } }, { list: S.Announcement[] }> = { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', auth: 'public', alert: 'dialog' };
