import * as wire from '../../src/lib/wire/table.ts';
import { hashPassword, verifyPassword } from '../password-hash';
import { isWeakPassword } from '../seed-members';
import type { WpsContext, WpsRouter } from '../wps-context';

// The logged-in member: info, language, password change (wire contract section 5, "member").

/** The product's language codes. */
export const PRODUCT_LANGUAGES = ['CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR'];

function info(ctx: WpsContext<typeof wire.memberInfo>) {
  const m = ctx.member!;
  return ctx.ok({
    id: m.id,
    userName: m.userName,
    type: m.type,
    language: m.language ?? ctx.state.merchant.defaultLanguage,
    clubLabel: m.clubLabel,
    vipRankLevel: m.vipRankLevel,
    hasVip: m.hasVip,
  });
}

function language(ctx: WpsContext<typeof wire.memberLanguage>) {
  const value = typeof ctx.body.language === 'string' ? ctx.body.language.toUpperCase() : '';
  if (!PRODUCT_LANGUAGES.includes(value)) return ctx.fail('language.invalid');
  ctx.member!.language = value;
  return ctx.ok(null);
}

async function password(ctx: WpsContext<typeof wire.changePassword>) {
  const member = ctx.member!;
  const { oldPassword, newPassword } = ctx.body;
  if (typeof oldPassword !== 'string' || !(await verifyPassword(oldPassword, member.passwordHash))) return ctx.fail('password.old.err');
  if (typeof newPassword !== 'string' || newPassword.length < 6) return ctx.fail('password.invalid');
  if (newPassword === oldPassword) return ctx.fail('password.same');
  member.passwordHash = await hashPassword(newPassword);
  member.passwordExpired = false;
  member.weakPassword = isWeakPassword(newPassword, ctx.state.merchant);
  return ctx.ok(null);
}

export function registerMemberRoutes(router: WpsRouter): void {
  router
    .on(wire.memberInfo, info)
    .on(wire.memberLanguage, language)
    .on(wire.changePassword, password);
}
