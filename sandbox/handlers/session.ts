import * as wire from '../../src/lib/wire/table.ts';
import { memberForFirebaseToken } from '../firebase-token';
import { checkCaptcha } from '../geetest';
import { findMember, findMemberByMobile, mobileDigits, openSession, type MerchantState } from '../merchant-state';
import { verifyPassword } from '../password-hash';
import type { Member, RequiredMethods } from '../seed-members';
import { checkSmsCode } from '../sms-codes';
import { field, type WpsContext, type WpsRouter } from '../wps-context';
import { checkSecondFactor } from './second-factor';

// Key, login, second-factor login and logout (wire contract section 5, "session").

export function loginValue(state: MerchantState, member: Member) {
  const value = {
    id: member.id,
    token: openSession(state, member),
    userName: member.userName,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    updatePassword: member.weakPassword,
  };
  member.firstTimeLogin = false;
  return value;
}

export function requiredMethods(state: MerchantState, member: Member): RequiredMethods | null {
  const forced = state.scenario.loginVerifyRequired;
  if (forced && forced.username.toLowerCase() === member.userName.toLowerCase()) return forced.methods;
  return member.twoFactor;
}

async function login(ctx: WpsContext<typeof wire.login>) {
  const { state, body } = ctx;
  const type = field(body, 'type') ?? 'username';
  if (type === 'firebase') {
    if (state.scenario.bindCustomerRequired) return ctx.fail('bind_customer_required');
    const member = memberForFirebaseToken(state, field(body, 'firebaseIdToken'));
    if (member === 'invalid') return ctx.fail('firebase.token.invalid');
    return member ? ctx.ok(loginValue(state, member)) : ctx.fail('bind_customer_required');
  }
  const captcha = checkCaptcha(state, 'login', body);
  if (captcha === 'missing') return ctx.fail('captcha.required');
  if (captcha === 'invalid') return ctx.fail('captcha.invalid');
  if (type === 'sms') {
    const mobile = mobileDigits(body.mobileNum, body.countryDialingCode);
    if (!mobile) return ctx.fail('mobile.invalid');
    const sms = checkSmsCode(state, mobile, field(body, 'verificationCode'));
    if (sms !== 'ok') return ctx.fail(sms);
    const member = findMemberByMobile(state, mobile);
    return member ? ctx.ok(loginValue(state, member)) : ctx.fail('not.exists.user');
  }
  const member = findMember(state, body.username);
  if (!member) return ctx.fail('not.exists.user');
  if (!(await verifyPassword(String(body.password ?? ''), member.passwordHash))) return ctx.fail('login.cred.err');
  if (state.scenario.tokenIpDifferent?.username.toLowerCase() === member.userName.toLowerCase()) return ctx.fail('token_ip_different');
  const methods = requiredMethods(state, member);
  if (methods && (methods.email || methods.sms || methods.ga || methods.payeeName)) return ctx.fail('login_verify_required', methods);
  return ctx.ok(loginValue(state, member));
}

async function verification(ctx: WpsContext<typeof wire.loginVerification>) {
  const { state, body } = ctx;
  const member = findMember(state, body.username);
  if (!member) return ctx.fail('not.exists.user');
  if (!(await verifyPassword(String(body.password ?? ''), member.passwordHash))) return ctx.fail('login.cred.err');
  const problem = checkSecondFactor(state, member, requiredMethods(state, member), body);
  return problem ? ctx.fail(problem) : ctx.ok(loginValue(state, member));
}

export function registerSessionRoutes(router: WpsRouter): void {
  router
    .on(wire.rsaKey, (ctx) => ctx.bare({ success: true, rsaKey: ctx.runtime.keys.rsaKey, RSA: true, DES: true }))
    .on(wire.login, login)
    .on(wire.loginVerification, verification)
    .on(wire.endSession, (ctx) => {
      ctx.state.sessions.delete(ctx.token!);
      return ctx.ok(null);
    });
}
