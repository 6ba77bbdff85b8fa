import * as wire from '../../src/lib/wire/table.ts';
import { promotionDetailFor, promotionsFor, REFERRAL_RULES, referralRewardFor, vipLevelsFor } from '../catalogue/promotions';
import { HOSTILE_HTML } from '../catalogue/popup-announcements';
import { pick } from '../catalogue/texts';
import type { WpsContext, WpsRouter } from '../wps-context';

// The promotion pages' calls (this product's design, docs/wire-contract.md section 5): the
// promotion list and one promotion, the VIP level table, the referral programme. Scenario
// `promotions` empties them, sets the invited count or makes the descriptions hostile; `status`, `errors` and `delayMs` on their
// paths make them fail or slow (sandbox/README.md).

function list(ctx: WpsContext<typeof wire.promotionList>) {
  if (ctx.state.scenario.promotions?.list === 'empty') return ctx.ok({ list: [] });
  return ctx.ok({ list: promotionsFor(ctx.state.merchant, ctx.language) });
}

function detail(ctx: WpsContext<typeof wire.promotionDetail>) {
  const id = ctx.query.get('id') ?? '';
  const { list: empty, content } = ctx.state.scenario.promotions ?? {};
  const found = empty === 'empty' ? null : promotionDetailFor(ctx.state.merchant, id, ctx.language);
  if (!found) return ctx.fail('promotion.not.found');
  return ctx.ok(content === 'hostile' ? { ...found, content: HOSTILE_HTML } : found);
}

function levels(ctx: WpsContext<typeof wire.vipLevels>) {
  if (ctx.state.scenario.promotions?.vipLevels === 'empty') return ctx.ok({ levels: [] });
  return ctx.ok({ levels: vipLevelsFor(ctx.state.merchant, ctx.language) });
}

function referral(ctx: WpsContext<typeof wire.referralInfo>) {
  const { merchant } = ctx.state;
  const m = ctx.member;
  const invited = m ? (ctx.state.scenario.promotions?.invitedCount ?? (m.id % 7) + 3) : null;
  return ctx.ok({
    // A member's code: the merchant's code and the member id, as operators print them on cards.
    referralCode: m ? `${merchant.merchantCode}${m.id}` : null,
    invitedCount: invited,
    qualifiedCount: invited === null ? null : Math.floor(invited / 2),
    rewardPerFriend: referralRewardFor(merchant),
    rules: REFERRAL_RULES.map((r) => pick(r, ctx.language, merchant.supportedLanguages)),
  });
}

export function registerPromotionRoutes(router: WpsRouter): void {
  router
    .on(wire.promotionList, list)
    .on(wire.promotionDetail, detail)
    .on(wire.vipLevels, levels)
    .on(wire.referralInfo, referral);
}
