import type { WireCall } from '../define-call';

type None = Record<never, never>;

/** Background badge poll: a failure just leaves the badge as it is. */
export const unreadCount: WireCall<None, { unReadCount: number }> = { method: 'GET', path: '/wps/relay/CBS_unreadCount', auth: 'token', alert: 'caller' };
