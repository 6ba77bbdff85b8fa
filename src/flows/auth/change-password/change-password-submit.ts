import { api } from '@/lib/http';
import { forgetRemembered } from '../session/remember-store';

/**
 * POST /wps/member/password (docs/wire-contract.md: authenticated, encrypted, `oldPassword,
 * newPassword`; clears `passwordExpired` and `updatePassword`). Never retried; no dialog: the page
 * shows the server's message (`password.old.err`, `password.invalid`, `password.same`). A
 * remembered login holds the old password, so it is forgotten (QUALITY.md, secrets at rest).
 */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await api.post('/wps/member/password', { oldPassword, newPassword }, { encrypt: true, alert: false });
  await forgetRemembered();
}
