import { randomBytes } from 'node:crypto';
import { effectiveFlags, type MerchantState } from './merchant-state';

// The sandbox's stand-in for Geetest's server-side check. GET /wps/captcha/geetest issues a
// challenge; a login, register or SMS request then proves it "solved" it with either
//
//   v3: geetestChallenge = <challenge>, geetestSeccode = "<challenge>|jordan"
//   v4: geetestValidateV4 = JSON string {"lot_number": "<challenge>", "pass_token": "ok", ...}
//
// A challenge is single use: it is consumed by the first request that presents it validly, as
// the real service does, so a client must fetch a fresh one after any submit.

export type CaptchaCheck = 'not-required' | 'ok' | 'missing' | 'invalid';
export type CaptchaPurpose = 'login' | 'register' | 'sms';

const MAX_OPEN_CHALLENGES = 1000;

export function issueChallenge(state: MerchantState): { gt: string; challenge: string; newCaptcha: true } {
  const challenge = randomBytes(16).toString('hex');
  if (state.challenges.size >= MAX_OPEN_CHALLENGES) state.challenges.delete(state.challenges.values().next().value!);
  state.challenges.add(challenge);
  return { gt: state.merchant.geetest.id, challenge, newCaptcha: true };
}

/**
 * Login and register need the captcha when GEETEST3 is on (and, when GEETESTTEST3 is also on,
 * only in test mode: scenario `test: true`). Sending an SMS needs it when GEETESTVCODE3 is on,
 * and then only the v4 form counts (SMS captcha requires v4).
 */
export function captchaRequired(state: MerchantState, purpose: CaptchaPurpose): boolean {
  const flags = effectiveFlags(state);
  if (purpose === 'sms') return flags.GEETESTVCODE3 === true;
  return flags.GEETEST3 === true && (flags.GEETESTTEST3 !== true || state.scenario.test === true);
}

export function checkCaptcha(state: MerchantState, purpose: CaptchaPurpose, body: Record<string, unknown>): CaptchaCheck {
  if (!captchaRequired(state, purpose)) return 'not-required';
  const v4 = typeof body.geetestValidateV4 === 'string' && body.geetestValidateV4 !== '' ? body.geetestValidateV4 : undefined;
  const seccode = purpose === 'sms' ? undefined : nonEmpty(body.geetestSeccode);
  if (!v4 && !seccode) return 'missing';
  const challenge = v4 ? v4Challenge(v4) : v3Challenge(seccode!, body.geetestChallenge);
  if (!challenge || !state.challenges.has(challenge)) return 'invalid';
  state.challenges.delete(challenge);
  return 'ok';
}

function v4Challenge(validate: string): string | undefined {
  try {
    const parsed = JSON.parse(validate) as { lot_number?: unknown; pass_token?: unknown };
    return parsed.pass_token === 'ok' && typeof parsed.lot_number === 'string' ? parsed.lot_number : undefined;
  } catch {
    return undefined;
  }
}

function v3Challenge(seccode: string, challenge: unknown): string | undefined {
  const [head, tail] = seccode.split('|');
  // The client may omit geetestChallenge; the seccode carries it anyway.
  if (tail !== 'jordan' || !head) return undefined;
  return challenge === undefined || challenge === '' || challenge === head ? head : undefined;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
