/**
 * After a successful second factor: the success message shows for 1.5 s,
 * then the modal closes and, 500 ms later, the after-login action runs (session, remembered
 * login, where to go next). No token is stored before that.
 *
 *   t = 0      showSuccess()   "Verified. Logging you in…"
 *   t = 1500   close()
 *   t = 2000   afterLogin()
 */
export const SUCCESS_MESSAGE_MS = 1500;
export const AFTER_LOGIN_DELAY_MS = 500;

export function runSuccessSequence(steps: { showSuccess: () => void; close: () => void; afterLogin: () => void }): void {
  steps.showSuccess();
  setTimeout(() => {
    steps.close();
    setTimeout(steps.afterLogin, AFTER_LOGIN_DELAY_MS);
  }, SUCCESS_MESSAGE_MS);
}
