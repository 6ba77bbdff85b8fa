import type { PromotionRoute } from '@/runtime/steps/targets';

/**
 * A promotion's go-to button, decided in one pure function:
 *
 *   goToButton('DEPOSIT', { type: 0, vipBenefit: false }, { target: '/m/voucherCenter', … })   → { kind: 'route', path: '/m/voucherCenter' }
 *   goToButton('APP_DOWNLOAD', { type: 1, … }, { target: 'download-handler', download: true, … }) → { kind: 'download' }
 *   goToButton('REFERRAL', { type: 1, … }, …)                                                  → { kind: 'hidden', why: 'referral-type' }
 *   goToButton('LOGIN', null, { target: '/m/activity/signIn', login: '/m/login', back: '/m/activity?id=503' })
 *                                                          → { kind: 'login', path: '/m/login?returnTo=%2Fm%2Factivity%3Fid%3D503' }
 *
 * - The target is the manifest's promotion → route map: a route path, or "download-handler"
 *   (APP_DOWNLOAD: the app-download handler). No target, a route the merchant lacks or does not
 *   offer, or a download handler with no download link: hidden.
 * - The button is for member types 0, 1 and 2 only; type 4 (restricted) never sees it.
 * - A visitor (no session, type -1) sees the promotion (the page may be public) and, in place of
 *   the button, a way to log in that comes back to this promotion (this product's decision: a
 *   hidden button would leave the visitor with no next step).
 * - REFERRAL only for type 0; UPGRADE_BONUS only with the VIP benefit flag (member info's
 *   clubLabel of type AUTO).
 */
export type GoTo =
  | { kind: 'route'; path: string }
  | { kind: 'download' }
  | { kind: 'login'; path: string }
  | { kind: 'hidden'; why: 'no-target' | 'member-type' | 'referral-type' | 'vip-benefit' };

export interface GoToPlayer {
  /** The member type: 0, 1, 2 normal, 4 restricted (-1: a visitor). */
  type: number;
  /** Member info's clubLabel has type AUTO: VIP benefits shown. */
  vipBenefit: boolean;
}

export interface GoToContext {
  /** targets.promotion(type): a path, "download-handler" or null. */
  target: PromotionRoute;
  /** A download link exists for the app-download handler to offer. */
  download: boolean;
  /** The login route's path (null: none). */
  login: string | null;
  /** This promotion's page, where a login comes back to. */
  back: string;
}

export const BUTTON_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/** clubLabel of type AUTO: the member's VIP benefits are shown. */
export function hasVipBenefit(clubLabel: { type?: string | null } | null | undefined): boolean {
  return String(clubLabel?.type ?? '').toUpperCase() === 'AUTO';
}

export function goToButton(promotionType: string, player: GoToPlayer | null, c: GoToContext): GoTo {
  const target = c.target;
  if (!target || (target === 'download-handler' && !c.download)) return { kind: 'hidden', why: 'no-target' };
  if (!player || player.type === -1) {
    return c.login ? { kind: 'login', path: `${c.login}?${new URLSearchParams({ returnTo: c.back })}` } : { kind: 'hidden', why: 'member-type' };
  }
  if (!BUTTON_MEMBER_TYPES.includes(player.type)) return { kind: 'hidden', why: 'member-type' };
  if (promotionType === 'REFERRAL' && player.type !== 0) return { kind: 'hidden', why: 'referral-type' };
  if (promotionType === 'UPGRADE_BONUS' && !player.vipBenefit) return { kind: 'hidden', why: 'vip-benefit' };
  return target === 'download-handler' ? { kind: 'download' } : { kind: 'route', path: target };
}
