/**
 * What a captcha run rejects with. `message` is final, translated text for an alert or the form;
 * `code` is for code paths:
 *   'verify_first'  the player closed the captcha          'too_fast'  one is already open
 *   '60204'         no script base delivered the script     '60205'     the script's resources timed out
 *   'provider'      the provider reported an error           'timeout'   the challenge call did not answer
 *   'unavailable'   no captcha possible here (SMS without v4, no captcha id)   'server'  the challenge call failed
 */
export class CaptchaError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export const isCaptchaError = (error: unknown): error is CaptchaError => error instanceof Error && error.name === 'CaptchaError';
