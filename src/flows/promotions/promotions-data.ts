import { api, isHttpError } from '@/lib/http';
import type { MemberInfo, PromotionDetailValue, PromotionSummary, ReferralInfoValue, VipLevel } from '@/lib/wire';
import { availablePromotions } from '@/lib/wire/calls/available-promotions';
import { memberInfo } from '@/lib/wire/calls/member-info';
import { promotionDetail } from '@/lib/wire/calls/promotion-detail';
import { promotionList } from '@/lib/wire/calls/promotion-list';
import { referralInfo } from '@/lib/wire/calls/referral-info';
import { vipLevels } from '@/lib/wire/calls/vip-levels';
import { member } from '@/state/member';
import { session } from '@/state/session';
import { hasVipBenefit, type GoToPlayer } from './goto-rules';

/**
 * The promotion pages' loads. Each reads the answer defensively (a missing field becomes its
 * empty value, never a crash) and rejects on failure: the screen shows its error with a retry.
 */
const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

export function readSummary(raw: unknown): PromotionSummary {
  const v = (raw ?? {}) as Record<string, unknown>;
  return {
    id: text(v.id),
    promotionType: text(v.promotionType).toUpperCase(),
    title: text(v.title),
    summary: text(v.summary),
    image: text(v.image),
    imageWidth: num(v.imageWidth) ?? 780,
    imageHeight: num(v.imageHeight) ?? 390,
    startTime: num(v.startTime) ?? 0,
    endTime: num(v.endTime),
    maxBonus: num(v.maxBonus),
  };
}

export async function fetchPromotions(): Promise<PromotionSummary[]> {
  const value = await api.call(promotionList, { params: { platform: 'M' } });
  return (Array.isArray(value?.list) ? value.list : []).map(readSummary).filter((p) => p.id !== '' && p.title !== '');
}

/** One promotion in full: the summary's fields, the rules (plain-text lines), the HTML description or null. */
export function readDetail(raw: unknown): PromotionDetailValue {
  const v = (raw ?? {}) as { rules?: unknown; content?: unknown };
  const content = typeof v.content === 'string' && v.content.trim() !== '' ? v.content : null;
  return { ...readSummary(raw), rules: Array.isArray(v.rules) ? v.rules.map(text).filter(Boolean) : [], content };
}

/** One promotion, or 'not-found' (unknown or ended). */
export async function fetchPromotion(id: string): Promise<PromotionDetailValue | 'not-found'> {
  try {
    return readDetail(await api.call(promotionDetail, { params: { id, platform: 'M' } }));
  } catch (error) {
    if (isHttpError(error) && error.code === 'promotion.not.found') return 'not-found';
    throw error;
  }
}

/**
 * Who the go-to button is for: null for a visitor; a member's type from the session, the VIP
 * benefit flag from member info (already loaded by the member centre, else asked now; if that
 * fails, no benefit: the upgrade button stays hidden rather than the page failing).
 */
export async function fetchPlayer(): Promise<GoToPlayer | null> {
  const info = session.info;
  if (!info?.token) return null;
  let known: Pick<MemberInfo, 'type' | 'clubLabel'> | null = member.info;
  if (!known) {
    try {
      known = (await api.call(memberInfo)) as MemberInfo;
    } catch {
      known = null;
    }
  }
  const type = num(known?.type) ?? info.type;
  return { type, vipBenefit: hasVipBenefit(known?.clubLabel) };
}

/** GET MCSFE_getMerchantAvailablePromotions (no authorization; only with REWCEN3 on). */
export function fetchAvailablePromotions() {
  return api.call(availablePromotions, { cache: true });
}

export interface BenefitsData {
  levels: VipLevel[];
  /** The player's level: member info's clubLabel.rankLevel, else vipRankLevel; null when unknown. */
  current: number | null;
  /** clubLabel type AUTO: the level's benefits are active for this player. */
  active: boolean;
}

export async function fetchBenefits(): Promise<BenefitsData> {
  const [value, info] = await Promise.all([
    api.call(vipLevels),
    member.info ? Promise.resolve(member.info) : (api.call(memberInfo) as Promise<MemberInfo>),
  ]);
  const levels = (Array.isArray(value?.levels) ? value.levels : []).filter((l) => num(l?.rankLevel) !== null).sort((a, b) => a.rankLevel - b.rankLevel);
  const current = num(info?.clubLabel?.rankLevel) ?? num(info?.vipRankLevel);
  return { levels, current, active: hasVipBenefit(info?.clubLabel) };
}

export async function fetchReferral(): Promise<ReferralInfoValue> {
  const v = (await api.call(referralInfo)) as Partial<ReferralInfoValue> | null;
  return {
    referralCode: v?.referralCode ? text(v.referralCode) : null,
    invitedCount: num(v?.invitedCount),
    qualifiedCount: num(v?.qualifiedCount),
    rewardPerFriend: num(v?.rewardPerFriend) ?? 0,
    rules: Array.isArray(v?.rules) ? v.rules.map(text).filter(Boolean) : [],
  };
}
