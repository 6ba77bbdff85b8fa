import * as wire from '../../src/lib/wire/table.ts';
import { chatOrigin, unreadFor } from '../chat-stand-in';
import { effectiveFlags } from '../merchant-state';
import type { Announcement, Banner } from '../../src/lib/wire/shapes.ts';
import { marqueeFor } from '../catalogue/marquee-lines';
import { serverBanners } from '../catalogue/server-banners';
import { craftedAnnouncements } from '../catalogue/crafted-html';
import { hostileAnnouncements, popupAnnouncementsFor } from '../catalogue/popup-announcements';
import { SEED_ANNOUNCEMENTS, welcomeBanners } from '../seed-content';
import type { WpsContext, WpsRouter } from '../wps-context';

// Relays to the chat (CBS) and marketing (MCSFE) services, and the tracking-event post
// (wire contract section 5, "relay").

function launchChat(ctx: WpsContext<typeof wire.launchChat>) {
  if (!effectiveFlags(ctx.state).CBS3) return ctx.fail('feature.disabled');
  if (ctx.member!.type === 4) return ctx.fail('no_permissions');
  const language = (ctx.query.get('language') ?? 'CN').toUpperCase();
  const params = new URLSearchParams({
    user: ctx.member!.userName,
    language: language === 'TW' ? 'CN' : language,
    title: ctx.query.get('title') ?? '',
    backUrl: ctx.query.get('backUrl') ?? '',
    headerColor: ctx.query.get('headerColor') ?? '',
    b2c: ctx.query.get('b2c') ?? '',
  });
  // Opening the chat shows the member their messages: none is unread any more.
  const key = ctx.member!.userName.toLowerCase();
  ctx.state.scenario.unreadByMember = { ...ctx.state.scenario.unreadByMember, [key]: 0 };
  // The chat service's page on its own origin (sandbox/chat-stand-in.ts).
  return ctx.ok({ chatUrl: `${chatOrigin(ctx.origin)}/chat?${params}` });
}

function unreadCount(ctx: WpsContext<typeof wire.unreadCount>) {
  if (!effectiveFlags(ctx.state).CBS3) return ctx.fail('feature.disabled');
  if (ctx.member!.type === 4) return ctx.fail('no_permissions');
  return ctx.ok({ unReadCount: unreadFor(ctx.state.scenario, ctx.member!.userName) });
}

function availablePromotions(ctx: WpsContext<typeof wire.availablePromotions>) {
  return ctx.ok({
    list: [
      { id: 501, promotionType: 'APP_DOWNLOAD', title: 'App download bonus' },
      { id: 502, promotionType: 'REFERRAL', title: 'Invite friends' },
    ],
    availablePromotions: ctx.state.scenario.availablePromotions ?? {
      APP_DOWNLOAD: { enabled: true, count: 1 },
      REFERRAL: { enabled: true, count: 1 },
    },
  });
}

function announcements(ctx: WpsContext<typeof wire.announcements>) {
  // types=MQ (this product's design): the home marquee's lines, in the request's language.
  if (ctx.query.get('types') === 'MQ') return ctx.ok({ list: marqueeFor(ctx.state.merchant, ctx.language, ctx.state.scenario.marquee) });
  const category = ctx.query.get('category');
  const { popups } = ctx.state.scenario;
  // With a category: that category's items only (app_download: the download popup's). Without one:
  // the popup list (this product's design). Scenario popups (none, error, hostile) are the popup list's.
  if (!category && popups === 'error') return ctx.fail('announcements.unavailable');
  // A scenario's list is sent as it is, off-contract on purpose (hostile HTML, odd fields).
  const seeded = popups === 'none' ? [] : popups === 'hostile' ? hostileAnnouncements() : popupAnnouncementsFor(ctx.state.merchant, ctx.language);
  const crafted = ctx.state.scenario.craftedAnnouncement;
  const all = (ctx.state.scenario.announcements as Announcement[] | undefined) ?? (crafted ? craftedAnnouncements(crafted.shape, crafted.chars) : [...seeded, ...SEED_ANNOUNCEMENTS]);
  const list = category ? all.filter((a) => a.category === category) : all.filter((a) => a.category === undefined || a.category === null);
  return ctx.ok({ list });
}

function rankProgress(ctx: WpsContext<typeof wire.rankProgress>) {
  const member = ctx.member!;
  return ctx.ok({
    currentProgress: { completedConditions: member.clubLabel ? 2 : 0, totalExpectedConditions: member.clubLabel ? 5 : 0 },
    playerRankProgress: { labelId: member.clubLabel ? member.clubLabel.rankLevel : null },
  });
}

function depositSettings(ctx: WpsContext<typeof wire.depositSettings>) {
  const { depositSettings, firstDeposit } = ctx.state.scenario;
  return ctx.ok({
    totalDepositSuccessCount: depositSettings?.totalDepositSuccessCount ?? 0,
    firstDeposit: firstDeposit ?? depositSettings?.firstDeposit ?? 'N',
  });
}

function trackEvents(ctx: WpsContext<typeof wire.trackEvents>) {
  let events: unknown;
  try {
    events = typeof ctx.body.events === 'string' ? JSON.parse(ctx.body.events) : undefined;
  } catch {
    events = undefined;
  }
  if (!Array.isArray(events) || !events.every((e) => e && typeof e === 'object' && typeof (e as { eventName?: unknown }).eventName === 'string')) {
    return ctx.fail('events.invalid');
  }
  ctx.state.events.push(...(events as Record<string, unknown>[]));
  return ctx.ok({ accepted: events.length });
}

export function registerRelayRoutes(router: WpsRouter): void {
  router
    .on(wire.launchChat, launchChat)
    .on(wire.unreadCount, unreadCount)
    .on(wire.availablePromotions, availablePromotions)
    .on(wire.announcements, announcements)
    .on(wire.rankProgress, rankProgress)
    .on(wire.depositSettings, depositSettings)
    // The welcome popups' two (none under scenario popups "none"), then the lobby carousel's three (group m_banner).
    .on(wire.banners, (ctx) => ctx.ok({ list: (ctx.state.scenario.banners as Banner[] | undefined) ?? [...(ctx.state.scenario.popups === 'none' ? [] : welcomeBanners(ctx.state.merchant.id)), ...serverBanners(ctx.state.merchant).map((b) => b.banner)] }))
    .on(wire.trackEvents, trackEvents);
}
