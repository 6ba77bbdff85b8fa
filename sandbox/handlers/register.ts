import * as wire from '../../src/lib/wire/table.ts';
import { randomBytes, randomInt } from 'node:crypto';
import { firebaseIdentity, linkFirebaseUid, memberForFirebaseToken } from '../firebase-token';
import { checkCaptcha } from '../geetest';
import { findMember, findMemberByMobile, mobileDigits } from '../merchant-state';
import { hashPassword } from '../password-hash';
import { blankMember, isWeakPassword, type Member } from '../seed-members';
import { checkSmsCode } from '../sms-codes';
import { field, type WpsContext, type WpsRouter } from '../wps-context';
import { loginValue } from './session';

// Registration (wire contract section 5, "member"). Every payload is recorded verbatim in
// state.registrations (GET /__sandbox/state) so tests can read back registerUrl, pixelTrack, ...

const USERNAME = /^[A-Za-z0-9]{4,16}$/;
const MIN_PASSWORD = 6;

type Kind = 'username' | 'mobile' | 'autoUsername' | 'firebase';

type RegisterRow = typeof wire.register | typeof wire.registerFirebase;
type RegisterContext = WpsContext<RegisterRow>;

async function register(ctx: RegisterContext, kind: Kind) {
  const { state, body } = ctx;
  state.registrations.push({ at: Date.now(), path: ctx.path, moduleId: ctx.req.headers.moduleid ?? null, device: ctx.req.headers.device ?? null, body: structuredClone(body) });
  const module = { username: 'REG3', mobile: 'MOBILENUMREG3' }[kind as string];
  if (module && ctx.req.headers.moduleid !== module) return ctx.fail('module.invalid');
  if (state.scenario.registrationClosed) return ctx.fail('register.closed');
  if (kind !== 'firebase') {
    const captcha = checkCaptcha(state, 'register', body);
    if (captcha === 'missing') return ctx.fail('captcha.required');
    if (captcha === 'invalid') return ctx.fail('captcha.invalid');
  }
  const draft = await draftMember(ctx, kind);
  if (typeof draft === 'string') return ctx.fail(draft);
  const member = { ...blankMember(state.nextMemberId++, draft.userName, await hashPassword(draft.password)), ...draft.fields };
  member.firstTimeLogin = true;
  member.weakPassword = isWeakPassword(draft.password, state.merchant);
  member.language = ctx.language || null;
  state.members.set(member.userName.toLowerCase(), member);
  if (draft.firebaseUid) linkFirebaseUid(state, draft.firebaseUid, member.userName);
  if (body.login !== true) return ctx.ok({ id: member.id, customerId: member.id, userName: member.userName, customerType: member.type, firstTimeLogin: true });
  const value = loginValue(state, member);
  return ctx.ok({ ...value, customerId: value.id, firstTimeLogin: true });
}

interface Draft { userName: string; password: string; fields: Partial<Member>; firebaseUid?: string }

async function draftMember(ctx: RegisterContext, kind: Kind): Promise<Draft | string> {
  const { state, body } = ctx;
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (kind === 'username') {
    const userName = field(body, 'username');
    if (!userName || !USERNAME.test(userName)) return 'username.invalid';
    if (!password || password.length < MIN_PASSWORD) return 'password.invalid';
    if (findMember(state, userName)) return 'member.exists';
    return { userName, password, fields: {} };
  }
  if (kind === 'mobile') {
    const mobile = mobileDigits(body.mobileNum, body.countryDialingCode);
    if (!mobile) return 'mobile.invalid';
    if (!password || password.length < MIN_PASSWORD) return 'password.invalid';
    if (findMemberByMobile(state, mobile)) return 'mobile.exists';
    // A verification code is not part of the register payload; when a client sends one, check it.
    const code = field(body, 'verificationCode');
    if (code) {
      const sms = checkSmsCode(state, mobile, code);
      if (sms !== 'ok') return sms;
    }
    const userName = field(body, 'username') ?? mobile;
    if (!USERNAME.test(userName)) return 'username.invalid';
    if (findMember(state, userName)) return 'member.exists';
    return { userName, password, fields: { mobileNum: mobile, countryDialingCode: field(body, 'countryDialingCode') ?? null } };
  }
  if (kind === 'firebase') {
    const identity = firebaseIdentity(state, field(body, 'firebaseIdToken'));
    if (!identity) return 'firebase.token.invalid';
    if (memberForFirebaseToken(state, field(body, 'firebaseIdToken')) !== undefined) return 'member.exists';
    const mobile = identity.phone ? mobileDigits(identity.phone) : identity.subject ? mobileDigits(identity.subject) : undefined;
    // A user name from what the provider tells: the phone digits, the e-mail's local part, else the uid.
    const base = mobile ? `fb${mobile}` : (identity.email?.split('@')[0] ?? identity.subject ?? `fb${identity.uid}`).replace(/[^A-Za-z0-9]/g, '');
    let userName = base.slice(0, 16).padEnd(4, '0');
    for (let n = 1; findMember(state, userName); n++) userName = `${base.slice(0, 12)}${n}`;
    if (!USERNAME.test(userName)) return 'username.invalid';
    return { userName, password: randomBytes(16).toString('hex'), fields: { mobileNum: mobile ?? null, email: identity.email ?? null }, firebaseUid: identity.uid };
  }
  // autoUsername: the server picks the name; the password is the client's, or random if none.
  if (password !== undefined && password.length < MIN_PASSWORD) return 'password.invalid';
  let userName: string;
  do userName = `u${randomInt(10_000_000, 100_000_000)}`;
  while (findMember(state, userName));
  return { userName, password: password ?? randomBytes(16).toString('hex'), fields: {} };
}

export function registerRegisterRoutes(router: WpsRouter): void {
  router
    .on(wire.register, (ctx) => register(ctx, 'username'))
    .on(wire.registerMobile, (ctx) => register(ctx, 'mobile'))
    .on(wire.registerAutoUsername, (ctx) => register(ctx, 'autoUsername'))
    .on(wire.registerFirebase, (ctx) => register(ctx, 'firebase'));
}

