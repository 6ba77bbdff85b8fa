// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClaimAnswer, MissionRankingValue, NoviceTasksValue, RescueBonusValue, SignInCalendarValue, VouchersValue } from '../../src/lib/wire/shapes-rewards.ts';
import { depositUrlFor } from '../catalogue/reward-content';
import { addDays, weekOf } from '../rewards-state';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox();
const zone = { timeZone: 'Asia/Ho_Chi_Minh' };
let token = '';

beforeEach(async () => {
  token = await fx.client('LVN').login('demo', 'demo1234');
});

const lvn = () => fx.client('LVN');

describe('sign-in', () => {
  it('shows the week Monday to Sunday, today in the asked zone, amounts in đồng, and claims today once per key and once per day', async () => {
    const calendar = (await lvn().get<SignInCalendarValue>('/wps/relay/MCSFE_getSignInCalendar', { token, query: zone })).value!;
    expect(calendar.days.map((d) => d.date)).toEqual(weekOf(calendar.today));
    expect(calendar.days.map((d) => d.reward)).toEqual([5_000, 5_000, 10_000, 10_000, 15_000, 20_000, 50_000]);
    const index = calendar.days.findIndex((d) => d.date === calendar.today);
    // The seeded history: every earlier day claimed but the one two days back.
    calendar.days.forEach((d, i) => expect(d.claimed, d.date).toBe(i < index && i !== index - 2));

    const claim = (key: string) => lvn().post<ClaimAnswer<SignInCalendarValue>>('/wps/relay/MCSFE_claimSignIn', { idempotencyKey: key, ...zone }, { token });
    const first = await claim('key-aaaaaaaa');
    expect(first.value!.reward).toBe(calendar.days[index]!.reward);
    expect(first.value!.state.days[index]!.claimed).toBe(true);
    // The same key again (a retry after a lost answer): the same reward, nothing more claimed.
    expect((await claim('key-aaaaaaaa')).value).toEqual(first.value);
    // A new key for the same day: refused by state.
    expect(await claim('key-bbbbbbbb')).toMatchObject({ success: false, code: 'reward.already.claimed' });
    expect(await claim('short')).toMatchObject({ success: false, code: 'request.invalid' });
    const after = (await lvn().get<SignInCalendarValue>('/wps/relay/MCSFE_getSignInCalendar', { token, query: zone })).value!;
    expect(after.days.filter((d) => d.claimed)).toHaveLength(calendar.days.filter((d) => d.claimed).length + 1);
  });

  it('refuses an unknown time zone and answers an empty cycle on the empty switch', async () => {
    expect(await lvn().get('/wps/relay/MCSFE_getSignInCalendar', { token, query: { timeZone: 'Mars/Base' } })).toMatchObject({ code: 'timezone.invalid' });
    await lvn().scenario({ rewards: { empty: ['signIn'] } });
    expect((await lvn().get<SignInCalendarValue>('/wps/relay/MCSFE_getSignInCalendar', { token, query: zone })).value!.days).toEqual([]);
  });

  it('a slow claim is carried out at once and answered late; its key answers at once when retried', async () => {
    // Judged by which answer comes first, not by a stopwatch: the unit step may share the machine.
    await lvn().scenario({ rewards: { slowClaimMs: 3000 } });
    let slowAnswered = false;
    const slow = lvn().post<ClaimAnswer<SignInCalendarValue>>('/wps/relay/MCSFE_claimSignIn', { idempotencyKey: 'slow-key-1', ...zone }, { token });
    void slow.then(() => (slowAnswered = true));
    await new Promise((r) => setTimeout(r, 100));
    const retry = await lvn().post<ClaimAnswer<SignInCalendarValue>>('/wps/relay/MCSFE_claimSignIn', { idempotencyKey: 'slow-key-1', ...zone }, { token });
    expect(slowAnswered).toBe(false);
    expect(retry.success).toBe(true);
    expect((await slow).value!.reward).toBe(retry.value!.reward);
  });
});

describe('new-member tasks', () => {
  it('lists the tasks with progress in the request language; claims a completed one once; refuses one in progress', async () => {
    const viClient = (await import('../sandbox-client')).sandboxClient(fx.sandbox.url, 'LVN', 'VI');
    const { tasks } = (await viClient.get<NoviceTasksValue>('/wps/relay/MCSFE_getNoviceTasks', { token })).value!;
    expect(tasks.map((t) => [t.id, t.status])).toEqual([
      ['bind-mobile', 'CLAIMABLE'], ['login-3-days', 'CLAIMABLE'], ['first-deposit', 'IN_PROGRESS'], ['turnover', 'IN_PROGRESS'], ['play-5-games', 'IN_PROGRESS'],
    ]);
    expect(tasks[0]!.title).toBe('Xác minh số điện thoại');
    expect(tasks.find((t) => t.id === 'turnover')).toMatchObject({ measure: 'AMOUNT', progress: 640_000, target: 1_000_000 });
    const claim = (taskId: string, key: string) => lvn().post<ClaimAnswer<NoviceTasksValue>>('/wps/relay/MCSFE_claimNoviceTask', { taskId, idempotencyKey: key }, { token });
    const done = await claim('bind-mobile', 'task-key-1');
    expect(done.value!.reward).toBe(10_000);
    expect(done.value!.state.tasks[0]!.status).toBe('CLAIMED');
    expect(await claim('bind-mobile', 'task-key-2')).toMatchObject({ code: 'reward.already.claimed' });
    expect(await claim('first-deposit', 'task-key-3')).toMatchObject({ code: 'reward.not.eligible' });
    // A key is one intent: reused for another task it is refused.
    expect(await claim('login-3-days', 'task-key-1')).toMatchObject({ code: 'idempotency.key.reused' });
  });
});

describe('rescue', () => {
  it('answers yesterday in the asked zone with 10 % of the loss, claimable once', async () => {
    const get = async () => (await lvn().get<RescueBonusValue>('/wps/relay/MCSFE_getRescueBonus', { token, query: zone })).value!;
    const before = await get();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
    expect(before).toEqual({ lossDate: addDays(today, -1), netLoss: 1_180_000, rate: 10, minLoss: 100_000, maxBonus: 500_000, claimable: 118_000, status: 'CLAIMABLE' });
    const claim = (key: string, lossDate = before.lossDate) => lvn().post<ClaimAnswer<RescueBonusValue>>('/wps/relay/MCSFE_claimRescueBonus', { idempotencyKey: key, lossDate, ...zone }, { token });
    expect(await claim('rescue-key-0', '2001-01-01')).toMatchObject({ code: 'reward.not.eligible' });
    expect((await claim('rescue-key-1')).value).toMatchObject({ reward: 118_000, state: { status: 'CLAIMED' } });
    expect(await claim('rescue-key-2')).toMatchObject({ code: 'reward.already.claimed' });
  });

  it('answers no loss on the empty switch', async () => {
    await lvn().scenario({ rewards: { empty: ['rescue'] } });
    expect((await lvn().get<RescueBonusValue>('/wps/relay/MCSFE_getRescueBonus', { token, query: zone })).value).toMatchObject({ netLoss: 0, claimable: 0, status: 'NOT_ELIGIBLE' });
  });
});

describe('vouchers', () => {
  it('lists the vouchers with the cashier page; claims an available one once', async () => {
    const value = (await lvn().get<VouchersValue>('/wps/relay/MCSFE_getVouchers', { token })).value!;
    expect(value.vouchers.map((v) => [v.id, v.status])).toEqual([['V-FIRST', 'AVAILABLE'], ['V-WEEKEND', 'AVAILABLE'], ['V-VIP', 'CLAIMED'], ['V-WELCOME', 'USED'], ['V-SONGKRAN', 'EXPIRED']]);
    // The fixture merchant lists no redirect origin, so it has no cashier page; a demo merchant's is its first one.
    expect(value.depositUrl).toBeNull();
    expect(depositUrlFor({ redirectAllowList: ['https://pay.luckyvn.example'] })).toBe('https://pay.luckyvn.example/deposit');
    const claim = (voucherId: string, key: string) => lvn().post<ClaimAnswer<VouchersValue>>('/wps/relay/MCSFE_claimVoucher', { voucherId, idempotencyKey: key }, { token });
    expect((await claim('V-FIRST', 'voucher-key-1')).value!.state.vouchers[0]!.status).toBe('CLAIMED');
    expect(await claim('V-FIRST', 'voucher-key-2')).toMatchObject({ code: 'reward.already.claimed' });
    expect(await claim('V-SONGKRAN', 'voucher-key-3')).toMatchObject({ code: 'reward.not.eligible' });
    expect(await claim('V-NONE', 'voucher-key-4')).toMatchObject({ code: 'voucher.not.found' });
  });
});

describe('mission ranking', () => {
  it('ranks twenty players with masked names and the player’s own row; empty on the switch', async () => {
    const value = (await lvn().get<MissionRankingValue>('/wps/relay/MCSFE_getMissionRanking', { token })).value!;
    expect(value.entries).toHaveLength(20);
    expect(value.me).toMatchObject({ rank: 4, nickname: 'demo' });
    expect(value.entries[3]).toEqual(value.me);
    expect(value.entries[0]!.nickname).toMatch(/^\w\w\*\*\*\w\w$/);
    expect(value.entries.map((e) => e.score)).toEqual([...value.entries.map((e) => e.score)].sort((a, b) => b - a));
    await lvn().scenario({ rewards: { empty: ['leaderBoard'] } });
    expect((await lvn().get<MissionRankingValue>('/wps/relay/MCSFE_getMissionRanking', { token })).value).toMatchObject({ entries: [], me: null });
  });

  it('needs a session', async () => {
    expect(await lvn().get('/wps/relay/MCSFE_getMissionRanking')).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
  });
});
