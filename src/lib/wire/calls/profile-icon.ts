import type { WireCall } from '../define-call';

type None = Record<never, never>;

/**
 * The member's profile icon (this product's decision: only PROFILE_ICON_COUNT was given):
 * a number 1…count of the server's set, null when never chosen (the member centre then shows the
 * first). The pictures are on the image CDN at `/profile-icons/<n>.png`.
 */
export const profileIcon: WireCall<None, { icon: number | null }> = { method: 'GET', path: '/wps/member/profileIcon', auth: 'token', alert: 'caller' };

/** Saves the choice; the member centre says itself when it fails and keeps the previous icon. */
export const saveProfileIcon: WireCall<{ body: { icon: number } }, null> = { method: 'PUT', path: '/wps/member/profileIcon', auth: 'token', alert: 'caller' };
