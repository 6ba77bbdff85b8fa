import { api } from '@/lib/http';
import { changePassword as changePasswordCall } from '@/lib/wire/calls/change-password';
import { forgetRemembered } from '@/lib/remember/remember-store';

/**
 * POST /wps/member/password (docs/wire-contract.md: authenticated, encrypted, `oldPassword,
 * newPassword`; clears `passwordExpired` and `updatePassword`). Never retried; no dialog: the page
 * shows the server's message (`password.old.err`, `password.invalid`, `password.same`). A
 * remembered login holds the old password, so it is forgotten: no stale secret stays at rest.
 */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await api.call(changePasswordCall, { body: { oldPassword, newPassword } });
  await forgetRemembered();
}
