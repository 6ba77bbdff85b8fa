import * as wire from '../../src/lib/wire/table.ts';
import type { MissionRankingValue, NoviceTasksValue, RankingEntry, RescueBonusValue, SignInCalendarValue, VouchersValue } from '../../src/lib/wire/shapes-rewards.ts';
import {
  MISSION_TITLE, NOVICE_TASKS, RANK_PRIZES, RESCUE, SIGN_IN_UNITS, VOUCHERS, crowdFor, depositUrlFor, maskName, rewardUnit, textIn,
} from '../catalogue/reward-content';
import type { MerchantState } from '../merchant-state';
import {
  DAY_MS, IDEMPOTENCY_KEY, addDays, isoDay, netLossOn, rewardsOf, seedWeek, validTimeZone, weekOf, type MemberRewards,
} from '../rewards-state';
import type { RewardsScenario } from '../scenario';
import type { Member } from '../seed-members';
import type { Failure, WpsContext, WpsRouter } from '../wps-context';

// The reward pages (docs/wire-contract.md section 5, "rewards"; this product's design): a GET of
// the page's state and a POST claim per page (the mission ranking only reads). State per member of
// the merchant (sandbox/rewards-state.ts). A claim:
//   1. refuses a malformed idempotencyKey (request.invalid);
//   2. a key seen before answers that claim's reward again with the current state, claiming
//      nothing (the same key for another thing: idempotency.key.reused);
//   3. refuses what is already claimed (reward.already.claimed) or not claimable
//      (reward.not.eligible);
//   4. claims, records the key, and answers { reward, state }; scenario rewards.slowClaimMs holds
//      that answer back (the claim is done; only the answer is late).
// Scenario rewards.empty answers a page's empty state; the generic `errors` and `status` switches
// make any of these paths fail.

function scenarioOf(state: MerchantState): RewardsScenario {
  return state.scenario.rewards ?? {};
}
const isEmpty = (state: MerchantState, page: NonNullable<RewardsScenario['empty']>[number]) => scenarioOf(state).empty?.includes(page) ?? false;

function signInValue(ctx: WpsContext, member: Member, rewards: MemberRewards, timeZone: string): SignInCalendarValue {
  const today = isoDay(Date.now(), timeZone);
  if (isEmpty(ctx.state, 'signIn')) return { today, days: [] };
  const days = weekOf(today);
  seedWeek(rewards, member, days, today);
  const unit = rewardUnit(ctx.state.merchant);
  return { today, days: days.map((date, i) => ({ date, reward: SIGN_IN_UNITS[i]! * unit, claimed: rewards.signedIn.has(date) })) };
}

function tasksValue(ctx: WpsContext, rewards: MemberRewards): NoviceTasksValue {
  if (isEmpty(ctx.state, 'noviceTask')) return { tasks: [], endsAt: null };
  const unit = rewardUnit(ctx.state.merchant);
  const supported = ctx.state.merchant;
  return {
    // The new-member period: 30 days from registration; the sandbox's members registered 12 days ago.
    endsAt: startOfUtcDay(Date.now()) + 18 * DAY_MS,
    tasks: NOVICE_TASKS.map((task) => {
      const scale = task.measure === 'AMOUNT' ? unit : 1;
      const progress = Math.min(rewards.taskProgress.get(task.id) ?? 0, task.target);
      return {
        id: task.id,
        title: textIn(task.title, ctx.language, supported),
        description: textIn(task.description, ctx.language, supported),
        measure: task.measure,
        progress: progress * scale,
        target: task.target * scale,
        reward: task.rewardUnits * unit,
        status: rewards.tasksClaimed.has(task.id) ? 'CLAIMED' : progress >= task.target ? 'CLAIMABLE' : 'IN_PROGRESS',
      };
    }),
  };
}

function rescueValue(ctx: WpsContext, rewards: MemberRewards, timeZone: string): RescueBonusValue {
  const unit = rewardUnit(ctx.state.merchant);
  const lossDate = addDays(isoDay(Date.now(), timeZone), -1);
  const netLoss = isEmpty(ctx.state, 'rescue') ? 0 : netLossOn(ctx.state, rewards, lossDate);
  const minLoss = RESCUE.minLossUnits * unit;
  const maxBonus = RESCUE.maxBonusUnits * unit;
  const eligible = netLoss >= minLoss;
  return {
    lossDate, netLoss, rate: RESCUE.rate, minLoss, maxBonus,
    claimable: eligible ? Math.min(Math.round((netLoss * RESCUE.rate) / 100), maxBonus) : 0,
    status: !eligible ? 'NOT_ELIGIBLE' : rewards.rescued.has(lossDate) ? 'CLAIMED' : 'CLAIMABLE',
  };
}

function vouchersValue(ctx: WpsContext, rewards: MemberRewards): VouchersValue {
  const depositUrl = scenarioOf(ctx.state).noCashier ? null : depositUrlFor(ctx.state.merchant);
  if (isEmpty(ctx.state, 'voucher')) return { vouchers: [], depositUrl };
  const unit = rewardUnit(ctx.state.merchant);
  const today = startOfUtcDay(Date.now());
  return {
    depositUrl,
    vouchers: VOUCHERS.filter((v) => rewards.vouchers.has(v.id)).map((v) => ({
      id: v.id,
      title: textIn(v.title, ctx.language, ctx.state.merchant),
      description: textIn(v.description, ctx.language, ctx.state.merchant),
      minDeposit: v.minDepositUnits * unit,
      bonusAmount: v.bonusUnits * unit,
      expiresAt: today + v.expiresInDays * DAY_MS + DAY_MS - 1,
      status: rewards.vouchers.get(v.id)!,
    })),
  };
}

function rankingValue(ctx: WpsContext, member: Member): MissionRankingValue {
  const unit = rewardUnit(ctx.state.merchant);
  const monday = weekOf(isoDay(Date.now(), 'UTC'))[0]!;
  const periodStart = Date.parse(`${monday}T00:00:00Z`);
  const title = textIn(MISSION_TITLE, ctx.language, ctx.state.merchant);
  if (isEmpty(ctx.state, 'leaderBoard')) return { title, periodStart, periodEnd: periodStart + 7 * DAY_MS - 1, entries: [], me: null };
  // Turnover falls off from the leader; the demo player sits 4th, a newer member 37th.
  const crowd = crowdFor(ctx.state.merchant);
  const mine = member.userName === 'demo' ? 4 : 37;
  const entries: RankingEntry[] = Array.from({ length: 20 }, (_, i) => {
    const rank = i + 1;
    const nickname = rank === mine ? member.userName : maskName(crowd[i % crowd.length]!);
    return { rank, nickname, score: Math.round(12_000 / (1 + i * 0.35)) * unit, prize: (RANK_PRIZES[i] ?? 0) * unit };
  });
  const me = mine <= entries.length ? entries[mine - 1]! : { rank: mine, nickname: member.userName, score: 480 * unit, prize: 0 };
  return { title, periodStart, periodEnd: periodStart + 7 * DAY_MS - 1, entries, me };
}

function startOfUtcDay(ms: number): number {
  return ms - (ms % DAY_MS);
}

/** The time zone a call names (query or body), or the failure to answer. */
function zoneOf(ctx: WpsContext, raw: unknown): string | Failure {
  return validTimeZone(raw) ?? ctx.fail('timezone.invalid');
}

type ClaimOutcome = { reward: number } | Failure;

/**
 * Steps 1 to 4 of a claim: `fingerprint` names what is claimed (a key reused for something else
 * is refused), `attempt` claims it or says why not, returning the reward.
 */
async function claimOnce(ctx: WpsContext, rewards: MemberRewards, fingerprint: string, attempt: () => ClaimOutcome): Promise<ClaimOutcome> {
  const key = (ctx.body as { idempotencyKey?: unknown }).idempotencyKey;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) return ctx.fail('request.invalid');
  const seen = rewards.keys.get(key);
  if (seen) return seen.fingerprint === fingerprint ? { reward: seen.reward } : ctx.fail('idempotency.key.reused');
  const outcome = attempt();
  if ('reward' in outcome) {
    rewards.keys.set(key, { fingerprint, reward: outcome.reward });
    rewards.credited.push({ what: fingerprint, amount: outcome.reward });
    const late = scenarioOf(ctx.state).slowClaimMs;
    if (late) await new Promise((resolve) => setTimeout(resolve, late));
  }
  return outcome;
}

export function registerRewardsRoutes(router: WpsRouter): void {
  router
    .on(wire.signInCalendar, (ctx) => {
      const zone = zoneOf(ctx, ctx.query.get('timeZone'));
      if (typeof zone !== 'string') return zone;
      return ctx.ok(signInValue(ctx, ctx.member!, rewardsOf(ctx.state, ctx.member!), zone));
    })
    .on(wire.signInClaim, async (ctx) => {
      const zone = zoneOf(ctx, ctx.body.timeZone);
      if (typeof zone !== 'string') return zone;
      const member = ctx.member!;
      const rewards = rewardsOf(ctx.state, member);
      const before = signInValue(ctx, member, rewards, zone);
      const day = before.days.find((d) => d.date === before.today);
      const outcome = await claimOnce(ctx, rewards, `signIn:${before.today}`, () => {
        if (!day) return ctx.fail('reward.not.eligible');
        if (day.claimed) return ctx.fail('reward.already.claimed');
        rewards.signedIn.add(day.date);
        return { reward: day.reward };
      });
      return 'reward' in outcome ? ctx.ok({ reward: outcome.reward, state: signInValue(ctx, member, rewards, zone) }) : outcome;
    })
    .on(wire.noviceTasks, (ctx) => ctx.ok(tasksValue(ctx, rewardsOf(ctx.state, ctx.member!))))
    .on(wire.noviceTaskClaim, async (ctx) => {
      const rewards = rewardsOf(ctx.state, ctx.member!);
      const taskId = typeof ctx.body.taskId === 'string' ? ctx.body.taskId : '';
      const outcome = await claimOnce(ctx, rewards, `task:${taskId}`, () => {
        const task = tasksValue(ctx, rewards).tasks.find((t) => t.id === taskId);
        if (!task) return ctx.fail('task.not.found');
        if (task.status === 'CLAIMED') return ctx.fail('reward.already.claimed');
        if (task.status !== 'CLAIMABLE') return ctx.fail('reward.not.eligible');
        rewards.tasksClaimed.add(task.id);
        return { reward: task.reward };
      });
      return 'reward' in outcome ? ctx.ok({ reward: outcome.reward, state: tasksValue(ctx, rewards) }) : outcome;
    })
    .on(wire.rescueBonus, (ctx) => {
      const zone = zoneOf(ctx, ctx.query.get('timeZone'));
      if (typeof zone !== 'string') return zone;
      return ctx.ok(rescueValue(ctx, rewardsOf(ctx.state, ctx.member!), zone));
    })
    .on(wire.rescueBonusClaim, async (ctx) => {
      const zone = zoneOf(ctx, ctx.body.timeZone);
      if (typeof zone !== 'string') return zone;
      const rewards = rewardsOf(ctx.state, ctx.member!);
      const current = rescueValue(ctx, rewards, zone);
      const outcome = await claimOnce(ctx, rewards, `rescue:${String(ctx.body.lossDate)}`, () => {
        // A page left open across midnight claims a day that is no longer yesterday: refused, the page reloads.
        if (ctx.body.lossDate !== current.lossDate || current.status === 'NOT_ELIGIBLE') return ctx.fail('reward.not.eligible');
        if (current.status === 'CLAIMED') return ctx.fail('reward.already.claimed');
        rewards.rescued.add(current.lossDate);
        return { reward: current.claimable };
      });
      return 'reward' in outcome ? ctx.ok({ reward: outcome.reward, state: rescueValue(ctx, rewards, zone) }) : outcome;
    })
    .on(wire.vouchers, (ctx) => ctx.ok(vouchersValue(ctx, rewardsOf(ctx.state, ctx.member!))))
    .on(wire.voucherClaim, async (ctx) => {
      const rewards = rewardsOf(ctx.state, ctx.member!);
      const voucherId = typeof ctx.body.voucherId === 'string' ? ctx.body.voucherId : '';
      const outcome = await claimOnce(ctx, rewards, `voucher:${voucherId}`, () => {
        const status = rewards.vouchers.get(voucherId);
        if (!status) return ctx.fail('voucher.not.found');
        if (status === 'CLAIMED' || status === 'USED') return ctx.fail('reward.already.claimed');
        if (status !== 'AVAILABLE') return ctx.fail('reward.not.eligible');
        rewards.vouchers.set(voucherId, 'CLAIMED');
        return { reward: VOUCHERS.find((v) => v.id === voucherId)!.bonusUnits * rewardUnit(ctx.state.merchant) };
      });
      return 'reward' in outcome ? ctx.ok({ reward: outcome.reward, state: vouchersValue(ctx, rewards) }) : outcome;
    })
    .on(wire.missionRanking, (ctx) => ctx.ok(rankingValue(ctx, ctx.member!)));
}
