import type { MerchantState } from './merchant-state';
import type { Member } from './seed-members';
import { NOVICE_TASKS, RESCUE, VOUCHERS, rewardUnit, type VoucherSeed } from './catalogue/reward-content';

// What the reward pages remember per member of one merchant: sign-in days claimed, new-member
// task progress and claims, rescues claimed, voucher states, the bonus credited, and every claim's
// idempotency key with what it claimed. Kept beside the merchant's state object (a WeakMap on it),
// so POST /__sandbox/reset, which replaces that object, forgets it too.
//
// Claims are idempotent twice over: a key already seen answers its first result again (and
// claims nothing), and a thing already claimed refuses a new key (reward.already.claimed).

export interface MemberRewards {
  /** Sign-in dates claimed ('YYYY-MM-DD'). */
  signedIn: Set<string>;
  /** Weeks (their Monday) whose earlier days have been seeded. */
  seededWeeks: Set<string>;
  /** Task id → progress (units for AMOUNT tasks). */
  taskProgress: Map<string, number>;
  tasksClaimed: Set<string>;
  /** Loss dates whose rescue was claimed. */
  rescued: Set<string>;
  /** Net loss per date, in units; a date absent has no loss. */
  losses: Map<string, number>;
  vouchers: Map<string, VoucherSeed['status']>;
  /** Every bonus credited by a claim, in order. */
  credited: { what: string; amount: number }[];
  keys: Map<string, { fingerprint: string; reward: number }>;
}

const byMerchant = new WeakMap<MerchantState, Map<number, MemberRewards>>();

/** The seeded accounts (sandbox/seed-members.ts) have a history; a member registered later starts with nothing. */
function isSeasoned(member: Member): boolean {
  return member.userName === 'demo' || member.userName === 'restricted';
}

export function rewardsOf(state: MerchantState, member: Member, now = Date.now()): MemberRewards {
  let members = byMerchant.get(state);
  if (!members) byMerchant.set(state, (members = new Map()));
  let rewards = members.get(member.id);
  if (!rewards) {
    const seasoned = isSeasoned(member);
    rewards = {
      signedIn: new Set(),
      seededWeeks: new Set(),
      taskProgress: new Map(NOVICE_TASKS.map((task) => [task.id, seasoned ? task.progress : 0])),
      tasksClaimed: new Set(),
      rescued: new Set(),
      losses: new Map(),
      vouchers: new Map(seasoned ? VOUCHERS.map((v) => [v.id, v.status]) : VOUCHERS.slice(0, 2).map((v) => [v.id, v.status])),
      credited: [],
      keys: new Map(),
    };
    // The demo player lost yesterday (in any time zone: the loss is kept for the two calendar days around now).
    if (seasoned) for (const offset of [-2, -1, 0]) rewards.losses.set(isoDay(now + offset * DAY_MS, 'UTC'), RESCUE.demoLossUnits);
    members.set(member.id, rewards);
  }
  return rewards;
}

/**
 * The first time a week is shown, the seasoned players have signed in on its earlier days except
 * the one two days back (a missed day, so the calendar shows one).
 */
export function seedWeek(rewards: MemberRewards, member: Member, days: string[], today: string): void {
  const monday = days[0]!;
  if (rewards.seededWeeks.has(monday)) return;
  rewards.seededWeeks.add(monday);
  if (!isSeasoned(member)) return;
  const index = days.indexOf(today);
  days.forEach((day, i) => {
    if (i < index && i !== index - 2) rewards.signedIn.add(day);
  });
}

export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant in a time zone. Throws RangeError for an unknown zone. */
export function isoDay(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
}

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The seven days, Monday to Sunday, of the week holding `day`. */
export function weekOf(day: string): string[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
  return Array.from({ length: 7 }, (_, i) => addDays(day, i - weekday));
}

/** A valid IANA zone name, else null. */
export function validTimeZone(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
    return raw;
  } catch {
    return null;
  }
}

/** The net loss a member had on a day, in the merchant's currency. */
export function netLossOn(state: MerchantState, rewards: MemberRewards, day: string): number {
  const lossUnits = rewards.losses.get(day) ?? 0;
  return lossUnits * rewardUnit(state.merchant);
}

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/;
