import type { MissionRankingValue, NoviceTasksValue, RescueBonusValue, SignInCalendarValue, VouchersValue } from '@/lib/wire/shapes-rewards';
import { formatAmount, formatDay } from '@/ui/format-amount';
import type { Formats } from './rewards-parts';

// What the reward pages' stories show: a Lucky VN player's week, in đồng.

export const storyFmt: Formats = {
  amount: (n) => formatAmount(n, 'en', { code: 'VND', symbol: '₫' }),
  day: (ms) => formatDay(ms, 'en'),
};
export const noop = () => undefined;

const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const rewards = [5_000, 5_000, 10_000, 10_000, 15_000, 20_000, 50_000];
export const storySignIn: SignInCalendarValue = {
  today: '2026-11-26',
  days: week.map((date, i) => ({ date, reward: rewards[i]!, claimed: i === 0 || i === 2 })),
};
export const storySignInClaimed: SignInCalendarValue = { ...storySignIn, days: storySignIn.days.map((d) => (d.date === storySignIn.today ? { ...d, claimed: true } : d)) };

export const storyTasks: NoviceTasksValue = {
  endsAt: Date.UTC(2026, 11, 13),
  tasks: [
    { id: 'bind-mobile', title: 'Verify your mobile number', description: 'Add a mobile number to your account.', measure: 'COUNT', progress: 1, target: 1, reward: 10_000, status: 'CLAIMABLE' },
    { id: 'login-3-days', title: 'Log in on 3 days', description: 'Log in on three different days.', measure: 'COUNT', progress: 3, target: 3, reward: 10_000, status: 'CLAIMED' },
    { id: 'turnover', title: 'Reach the betting target', description: 'Bets on any game count.', measure: 'AMOUNT', progress: 640_000, target: 1_000_000, reward: 25_000, status: 'IN_PROGRESS' },
  ],
};

export const storyRescue: RescueBonusValue = { lossDate: '2026-11-25', netLoss: 1_180_000, rate: 10, minLoss: 100_000, maxBonus: 500_000, claimable: 118_000, status: 'CLAIMABLE' };

export const storyVouchers: VouchersValue = {
  depositUrl: 'https://pay.luckyvn.example/deposit',
  vouchers: [
    { id: 'V-FIRST', title: 'First deposit voucher', description: 'Bonus credited with your next deposit.', minDeposit: 100_000, bonusAmount: 100_000, expiresAt: Date.UTC(2026, 11, 2), status: 'AVAILABLE' },
    { id: 'V-VIP', title: 'VIP deposit voucher', description: 'For VIP members: use it on any deposit.', minDeposit: 50_000, bonusAmount: 25_000, expiresAt: Date.UTC(2026, 11, 8), status: 'CLAIMED' },
    { id: 'V-WELCOME', title: 'Welcome voucher', description: 'Used on your registration deposit.', minDeposit: 50_000, bonusAmount: 20_000, expiresAt: Date.UTC(2026, 11, 16), status: 'USED' },
    { id: 'V-SONGKRAN', title: 'Festival voucher', description: 'The festival offer has ended.', minDeposit: 100_000, bonusAmount: 50_000, expiresAt: Date.UTC(2026, 10, 24), status: 'EXPIRED' },
  ],
};

const crowd = ['ng***88', 'tr***hn', 'le***99', 'demo', 'ho***g7', 'vu***nh', 'da***oa', 'bu***ao'];
export const storyRanking: MissionRankingValue = {
  title: 'Weekly betting mission',
  periodStart: Date.UTC(2026, 10, 23),
  periodEnd: Date.UTC(2026, 10, 30) - 1,
  entries: crowd.map((nickname, i) => ({ rank: i + 1, nickname, score: Math.round(12_000 / (1 + i * 0.35)) * 5_000, prize: ([500, 300, 200, 100, 80, 60, 50, 40][i] ?? 0) * 5_000 })),
  me: null,
};
storyRanking.me = storyRanking.entries[3]!;
export const storyRankingOutside: MissionRankingValue = { ...storyRanking, entries: storyRanking.entries.map((e) => (e.rank === 4 ? { ...e, nickname: 'ph***nh' } : e)), me: { rank: 37, nickname: 'demo', score: 2_400_000, prize: 0 } };
