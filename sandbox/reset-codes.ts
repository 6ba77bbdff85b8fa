import { randomInt } from 'node:crypto';
import type { MerchantState } from './merchant-state';
import { SMS_CODE_TTL_MS, SMS_RESEND_MS } from './sms-codes';

// The password reset's codes (POST /wps/member/password/reset/code and /reset). The sandbox sends
// nothing: a code is six random digits, read by tests and demos from GET /__sandbox/state
// (`passwordReset`, keyed like the map below). A target is "sms:<digits>" (the mobile number's
// digits without dialing code or leading zero) or "email:<address in lower case>".
//
//   sendResetCode(state, 'sms:912345678', true, now)  -> { expirationTime: now + 60 000 } (code kept)
//   sendResetCode(state, 'sms:912000000', false, now) -> { expirationTime: now + 60 000 } (no code: same answer)
//   again within 60 s                                 -> 'TOO_MANY_REQUEST' (the caller names the channel)
//   checkResetCode(state, 'sms:912345678', '000000')  -> 'verification.code.err'; the 5th wrong one
//                                                     -> 'TOO_MANY_REQUEST_VERIFY' (the code is void)

/** Wrong codes a target may take: the last one voids its code. */
export const RESET_MAX_WRONG = 5;

export interface ResetCode {
  /** null: no account holds the target, so no code went out (the answer was the same). */
  code: string | null;
  sentAt: number;
  /** End of the resend window (sentAt + 60 s), returned as value.expirationTime. */
  expirationTime: number;
  /** The code is accepted until then (5 minutes, or scenario passwordReset.codeTtlMs). */
  validUntil: number;
  wrong: number;
  /** Voided by too many wrong codes: only a new send helps. */
  void: boolean;
}

export function sendResetCode(state: MerchantState, target: string, known: boolean, now = Date.now()): { expirationTime: number } | 'TOO_MANY_REQUEST' {
  const previous = state.resets.get(target);
  // A voided code may be replaced at once: the player was told to ask for a new one.
  if (previous && !previous.void && now < previous.expirationTime) return 'TOO_MANY_REQUEST';
  const ttl = state.scenario.passwordReset?.codeTtlMs ?? SMS_CODE_TTL_MS;
  const code = known ? String(randomInt(100_000, 1_000_000)) : null;
  state.resets.set(target, { code, sentAt: now, expirationTime: now + SMS_RESEND_MS, validUntil: now + ttl, wrong: 0, void: false });
  return { expirationTime: now + SMS_RESEND_MS };
}

export type ResetCheck = 'ok' | 'verification.code.err' | 'verification.code.expired' | 'TOO_MANY_REQUEST_VERIFY';

/**
 * A right code is used up. Wrong codes count per target whether or not an account holds it, so an
 * unknown target answers exactly as a known one does.
 */
export function checkResetCode(state: MerchantState, target: string, code: string | undefined, now = Date.now()): ResetCheck {
  const sent = state.resets.get(target);
  if (!sent) return 'verification.code.err';
  if (sent.void) return 'TOO_MANY_REQUEST_VERIFY';
  if (!code || sent.code === null || code !== sent.code) {
    sent.wrong += 1;
    if (sent.wrong < RESET_MAX_WRONG) return 'verification.code.err';
    sent.void = true;
    return 'TOO_MANY_REQUEST_VERIFY';
  }
  if (now >= sent.validUntil) return 'verification.code.expired';
  state.resets.delete(target);
  return 'ok';
}
