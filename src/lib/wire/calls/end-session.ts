import type { WireCall } from '../define-call';

type None = Record<never, never>;

/** Logout: best effort, the player is logged out here whatever the server says. */
export const endSession: WireCall<None, null> = { method: 'DELETE', path: '/wps/session', auth: 'token', alert: 'caller' };
