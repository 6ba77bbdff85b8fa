import * as wire from '../../src/lib/wire/table.ts';
import { checkCaptcha } from '../geetest';
import { mobileDigits, type MerchantState } from '../merchant-state';
import { hashPassword } from '../password-hash';
import { checkResetCode, sendResetCode } from '../reset-codes';
import { isWeakPassword, type Member } from '../seed-members';
import { field, type WireBody, type WpsContext, type WpsRouter } from '../wps-context';

// The forgotten password (wire contract section 5, "/wps/member/password/reset", defined here): a
// code to the account's mobile number or email address, then the code with a new password. The
// answers never tell whether an account holds the target (reset-codes.ts).
//
//   POST .../reset/code {channel: 'email', email: 'demo@sandbox.test'} -> {expirationTime}
//   GET /__sandbox/state?merchant=LVN -> passwordReset['email:demo@sandbox.test'].code = '482913'
//   POST .../reset {channel: 'email', email: 'demo@sandbox.test', verificationCode: '482913', newPassword: 'n3w-pass'}
//     -> {userName: 'demo'}; the old password fails from then on, and demo's sessions are ended

/** Well-formed enough to send a code to: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

interface Target {
  /** The key of its code (reset-codes.ts). */
  key: string;
  member: Member | undefined;
}

type TargetBody = WireBody<{ channel: string; countryDialingCode?: string; mobileNum?: string; email?: string }>;

function targetOf(state: MerchantState, body: TargetBody): Target | 'mobile.invalid' | 'email.invalid' | 'request.invalid' {
  const channel = field(body, 'channel');
  if (channel === 'sms') {
    const digits = mobileDigits(body.mobileNum, body.countryDialingCode);
    if (!digits) return 'mobile.invalid';
    // A dialing code that is not the account's names someone else's number.
    const dialing = field(body, 'countryDialingCode')?.replace(/\D/g, '');
    const member = [...state.members.values()].find((m) =>
      m.mobileNum === digits && (!dialing || !m.countryDialingCode || m.countryDialingCode.replace(/\D/g, '') === dialing));
    return { key: `sms:${digits}`, member };
  }
  if (channel === 'email') {
    const email = field(body, 'email')?.toLowerCase();
    if (!email || email.length > 254 || !EMAIL.test(email)) return 'email.invalid';
    return { key: `email:${email}`, member: [...state.members.values()].find((m) => m.email?.toLowerCase() === email) };
  }
  return 'request.invalid';
}

function sendCode(ctx: WpsContext<typeof wire.passwordResetCode>) {
  const target = targetOf(ctx.state, ctx.body);
  if (typeof target === 'string') return ctx.fail(target);
  if (field(ctx.body, 'channel') === 'sms') {
    const captcha = checkCaptcha(ctx.state, 'sms', ctx.body);
    if (captcha === 'missing') return ctx.fail('captcha.required');
    if (captcha === 'invalid') return ctx.fail('captcha.invalid');
  }
  const sent = sendResetCode(ctx.state, target.key, target.member !== undefined);
  if (sent !== 'TOO_MANY_REQUEST') return ctx.ok(sent);
  return ctx.fail(target.key.startsWith('sms:') ? 'TOO_MANY_REQUEST_SMS' : 'TOO_MANY_REQUEST_EMAIL');
}

async function reset(ctx: WpsContext<typeof wire.passwordReset>) {
  const { state, body } = ctx;
  const target = targetOf(state, body);
  if (typeof target === 'string') return ctx.fail(target);
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
  // The password first: a refused password must not use the code up.
  if (newPassword.length < 6) return ctx.fail('password.invalid');
  const check = checkResetCode(state, target.key, field(body, 'verificationCode'));
  if (check !== 'ok') return ctx.fail(check);
  // A code only goes out for a known target, so a right code always has its member.
  const member = target.member!;
  member.passwordHash = await hashPassword(newPassword);
  member.passwordExpired = false;
  member.weakPassword = isWeakPassword(newPassword, state.merchant);
  for (const [token, id] of state.sessions) if (id === member.id) state.sessions.delete(token);
  return ctx.ok({ userName: member.userName });
}

export function registerPasswordResetRoutes(router: WpsRouter): void {
  router
    .on(wire.passwordResetCode, sendCode)
    .on(wire.passwordReset, reset);
}
