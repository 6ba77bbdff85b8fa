import * as wire from '../../src/lib/wire/table.ts';
import type { WpsContext, WpsRouter } from '../wps-context';

// The member centre's own calls (this product's decision, docs/wire-contract.md section 5): the
// profile icon and the feedback form. Failures a page must survive come from the generic switches
// (sandbox/README.md): `status` {"/wps/member/feedback": 503}, `delayMs` {"/wps/member/feedback":
// 20000} (slower than the client's 15 s: a timeout), `errors` {"/wps/member/feedback": "feedback.too.many"}.

/** The icons on the image CDNs (sandbox/cdn/profile-icons/<n>.png); the status's PROFILE_ICON_COUNT is at most this. */
export const PROFILE_ICONS_ON_CDN = 12;

const CATEGORIES = new Set(['deposit', 'withdrawal', 'games', 'promotions', 'account', 'suggestion', 'other']);
const MAX_MESSAGE = 1000;
const MAX_CONTACT = 100;
/** More than this many in the window: feedback.too.many. */
const RATE = { count: 5, windowMs: 10 * 60_000 };

function getIcon(ctx: WpsContext<typeof wire.profileIcon>) {
  return ctx.ok({ icon: ctx.member!.profileIcon });
}

function putIcon(ctx: WpsContext<typeof wire.saveProfileIcon>) {
  const icon = ctx.body.icon;
  if (typeof icon !== 'number' || !Number.isInteger(icon) || icon < 1 || icon > PROFILE_ICONS_ON_CDN) return ctx.fail('profile.icon.invalid');
  ctx.member!.profileIcon = icon;
  return ctx.ok(null);
}

function feedback(ctx: WpsContext<typeof wire.sendFeedback>) {
  const member = ctx.member!;
  const { category, message, contact } = ctx.body;
  const text = typeof message === 'string' ? message.trim() : '';
  const reach = typeof contact === 'string' && contact.trim() ? contact.trim() : null;
  if (typeof category !== 'string' || !CATEGORIES.has(category) || !text || text.length > MAX_MESSAGE || (reach?.length ?? 0) > MAX_CONTACT) return ctx.fail('feedback.invalid');
  const now = Date.now();
  if (member.feedback.filter((f) => now - f.at < RATE.windowMs).length >= RATE.count) return ctx.fail('feedback.too.many');
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const reference = `FB-${day}-${String(member.feedback.length + 1 + (member.id % 97) * 10).padStart(4, '0')}`;
  member.feedback.push({ reference, at: now, category, message: text, contact: reach });
  return ctx.ok({ reference });
}

export function registerMemberCentreRoutes(router: WpsRouter): void {
  router
    .on(wire.profileIcon, getIcon)
    .on(wire.saveProfileIcon, putIcon)
    .on(wire.sendFeedback, feedback);
}
