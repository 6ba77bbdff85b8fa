import type { LaunchChatParams } from '@/lib/wire';
import type { SessionInfo } from '@/state/session';

/**
 * The chat's rules, kept apart from the views so they can be tested alone.
 *
 * Who may chat: visitors are sent to log in first (and come back to the chat), member type 4 is
 * refused ('no_permissions') and never asks for an unread count, every other member chats.
 *
 *   chatAccess(null)                 // → 'visitor'
 *   chatAccess({ token: 't', type: 4 }) // → 'refused'
 *   chatAccess({ token: 't', type: 0 }) // → 'member'
 */
export type ChatAccess = 'visitor' | 'refused' | 'member';

/** The member type that may not chat. */
export const NO_CHAT_MEMBER_TYPE = 4;

export function chatAccess(info: Pick<SessionInfo, 'token' | 'type'> | null | undefined): ChatAccess {
  if (!info?.token) return 'visitor';
  return info.type === NO_CHAT_MEMBER_TYPE ? 'refused' : 'member';
}

/** Whether the unread count may be asked for: chat on and a member who may chat. */
export function mayPollUnread(chatOn: boolean, info: Pick<SessionInfo, 'token' | 'type'> | null | undefined): boolean {
  return chatOn && chatAccess(info) === 'member';
}

/**
 * How often the badge asks again while the page is visible (docs/decisions.md, "Chat unread
 * count"); it also asks when the page becomes visible and when the badge appears.
 */
export const UNREAD_POLL_MS = 30_000;

/** The badge's text: nothing for none (or a nonsense answer), the count up to 99, then "99+". */
export function badgeText(count: unknown): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/**
 * The chat service's language: Chinese (CN, TW, HK) is CN, no language known is CN (the chat's
 * default); any other product language goes as it is.
 *
 *   chatLanguage('TW') // → 'CN'    chatLanguage('') // → 'CN'    chatLanguage('EN') // → 'EN'
 */
export function chatLanguage(language: string | null | undefined): string {
  const code = (language ?? '').trim().toUpperCase();
  if (!code || code === 'CN' || code === 'TW' || code === 'HK') return 'CN';
  return code;
}

/**
 * CBS_launchChat's query. `backUrl` is where the chat service's own Back leads: the page the
 * player opened the chat from (an in-app path), on this site's origin, never another.
 *
 *   launchChatParams({ origin: 'https://m.brand.com', backPath: '/m/home', title: 'Brand', language: 'TW', headerColor: '#123456' })
 *   // → { b2c: '1', title: 'Brand', backUrl: 'https://m.brand.com/m/home', language: 'CN', headerColor: '#123456' }
 */
export function launchChatParams(ctx: { origin: string; backPath: string; title: string; language: string | null | undefined; headerColor: string }): LaunchChatParams {
  return { b2c: '1', title: ctx.title, backUrl: `${ctx.origin}${ctx.backPath}`, language: chatLanguage(ctx.language), headerColor: ctx.headerColor };
}
