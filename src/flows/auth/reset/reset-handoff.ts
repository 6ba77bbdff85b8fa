/**
 * What the forgotten-password page hands the login page after a reset: the account's user name,
 * as the history entry's state (never in the address, where the history list, a bookmark or a
 * shared link would keep it). The login page fills it in and says the password changed; a reload
 * keeps it (the browser keeps an entry's state), a new visit to /m/login does not have it.
 *
 *   navigate(loginPath, { replace: true, state: resetHandoffState('demo') });
 *   readResetHandoff(history.state)   // → { userName: 'demo' }
 *
 * Tiny and dependency-free on purpose: the login page, which reads it, is a first load.
 */
export interface ResetHandoff {
  userName: string;
}

export const resetHandoffState = (userName: string) => ({ passwordReset: { userName } });

export function readResetHandoff(state: unknown): ResetHandoff | null {
  const given = (state as { passwordReset?: { userName?: unknown } } | null)?.passwordReset?.userName;
  return typeof given === 'string' && given.trim() !== '' ? { userName: given.trim() } : null;
}
