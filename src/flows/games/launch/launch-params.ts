import type { LaunchGameParams } from '@/lib/wire';
import { inAppPath } from '@/policy/checked-navigation';

/**
 * The /m/launchGame query → the query of GET /wps/game/launchGame. Pure: the screen passes the
 * page's query and what it knows of the player.
 *
 * Three shapes, chosen by the query:
 * - Vietnamese lottery (playType LOTT, or the VN lottery vendor when no playType is given):
 *   lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView, device MOBILE,
 *   backUrl, hasLobby, language (VI when none is known), title, labelName;
 * - other SEA lotteries (playType ELOTT): lottoMode SEA_Tradition_Mobile with the same fields,
 *   without lottoArea and launchMode (they name the Vietnamese product);
 * - any other vendor (this product's decision, docs/wire-contract.md): vendor, code, device
 *   MOBILE, backUrl, language, title, labelName.
 *
 * lottoView: the query's own when it is betting, game_list or lobby; else betting when a game code
 * is given, lobby when it is empty. lottoPrizeMode: the query's prompt_mode, else its prize_mode;
 * left out when neither is there.
 *
 * backUrl is built here, never copied: the page's own origin + the query's backUrl when it is an
 * in-app path (policy/checked-navigation.ts inAppPath), else the home path.
 *
 *   launchParams('?vendor=VNLOTTO&code=VN_LOTTO_MB&playType=LOTT&backUrl=/m/home',
 *     { origin: 'https://m.lucky.vn', homePath: '/m/home', language: 'EN', title: 'Lucky VN', labelName: 'Gold' })
 *   // → { lottoArea: 'VN', launchMode: 'LOTT', lottoGameCode: 'VN_LOTTO_MB', lottoView: 'betting',
 *   //     device: 'MOBILE', backUrl: 'https://m.lucky.vn/m/home', hasLobby: true, language: 'EN',
 *   //     title: 'Lucky VN', labelName: 'Gold' }
 */
export interface LaunchContext {
  /** The page's origin: backUrl is absolute on it. */
  origin: string;
  homePath: string;
  /** The product language in use (CN, EN, PT-BR…); null when none is known. */
  language: string | null;
  /** The merchant's name: the vendor page's title. */
  title: string;
  /** The member's VIP label name; '' when the member has none (or it is not known). */
  labelName: string;
}

/** The Vietnamese lottery's vendor: a launch of it without a playType is still shape one. */
export const VN_LOTTERY_VENDOR = 'VNLOTTO';

const LOTTO_VIEWS = new Set(['betting', 'game_list', 'lobby']);

export type LaunchShape = 'vn-lottery' | 'sea-lottery' | 'vendor';

export function launchShape(query: URLSearchParams): LaunchShape {
  const playType = (query.get('playType') ?? '').toUpperCase();
  if (playType === 'LOTT') return 'vn-lottery';
  if (playType === 'ELOTT') return 'sea-lottery';
  if (!playType && (query.get('vendor') ?? '').toUpperCase() === VN_LOTTERY_VENDOR) return 'vn-lottery';
  return 'vendor';
}

/**
 * Whether the query names something to launch: a vendor, or a lottery (whose lobby opens without a
 * code). `/m/launchGame` alone names nothing: no call is made, the page says so.
 */
export function namesAGame(query: URLSearchParams): boolean {
  return Boolean(query.get('vendor')) || launchShape(query) !== 'vendor';
}

export function lottoView(query: URLSearchParams): string {
  const asked = query.get('lottoView') ?? '';
  if (LOTTO_VIEWS.has(asked)) return asked;
  return query.get('code') ? 'betting' : 'lobby';
}

/** The absolute back URL: the query's when it is an in-app path, else home; always on this origin. */
export function backUrlFor(query: URLSearchParams, ctx: Pick<LaunchContext, 'origin' | 'homePath'>): string {
  return `${ctx.origin}${inAppPath(query.get('backUrl')) ?? ctx.homePath}`;
}

export function launchParams(search: string | URLSearchParams, ctx: LaunchContext): LaunchGameParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const shape = launchShape(query);
  const code = query.get('code') ?? '';
  const backUrl = backUrlFor(query, ctx);
  if (shape === 'vendor') {
    return { vendor: query.get('vendor') ?? '', code, device: 'MOBILE', backUrl, language: ctx.language || 'VI', title: ctx.title, labelName: ctx.labelName };
  }
  const prizeMode = query.get('prompt_mode') || query.get('prize_mode');
  const lottery: LaunchGameParams = {
    ...(shape === 'vn-lottery' ? { lottoArea: 'VN', launchMode: 'LOTT' as const } : { lottoMode: 'SEA_Tradition_Mobile' as const }),
    ...(prizeMode ? { lottoPrizeMode: prizeMode } : {}),
    lottoGameCode: code,
    lottoView: lottoView(query),
    device: 'MOBILE',
    backUrl,
    hasLobby: true,
    language: ctx.language || 'VI',
    title: ctx.title,
    labelName: ctx.labelName,
  };
  return lottery;
}
