import type { PromotionDetailValue, PromotionSummary, ReferralInfoValue, VipLevel } from '@/lib/wire';
import type { Formats } from './promotion-parts';

/** Sandbox-like data for the stories (Lucky VN, in dong). */
const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1);
const picture = (type: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="780" height="390"><rect width="780" height="390" fill="${type === 'REFERRAL' ? '#6a1b9a' : '#1565c0'}"/></svg>`)}`;

export const storyFormats: Formats = {
  amount: (n) => `${new Intl.NumberFormat('vi-VN').format(n)} ₫`,
  day: (ms) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(ms),
};

export const storyPromotions: PromotionSummary[] = [
  { id: 501, promotionType: 'APP_DOWNLOAD', title: 'App download bonus', summary: 'Install our app and log in with it for the first time to receive a free bonus.', image: 'APP_DOWNLOAD', imageWidth: 780, imageHeight: 390, startTime: start, endTime: null, maxBonus: 35000 },
  { id: 502, promotionType: 'REFERRAL', title: 'Invite friends, earn together', summary: 'Share your referral link. When a friend registers and makes a first deposit, you both get a reward.', image: 'REFERRAL', imageWidth: 780, imageHeight: 390, startTime: start - 20 * DAY, endTime: start + 40 * DAY, maxBonus: 70000 },
  { id: 506, promotionType: 'FIRST_DEPOSIT', title: 'First deposit bonus 100%', summary: 'Deposit and receive a 100% voucher on top, up to the maximum below.', image: '', imageWidth: 780, imageHeight: 390, startTime: start - 30 * DAY, endTime: null, maxBonus: 700000 },
];

export const storyImage = (p: PromotionSummary): string | null => (p.image ? picture(p.image) : null);

export const storyDetail: PromotionDetailValue = {
  ...storyPromotions[1]!,
  rules: [
    'A friend counts once their first deposit is confirmed; rewards are paid every Monday.',
    'One account per person, household, device and IP address.',
    'The operator may change or end this promotion at any time and refuse abusive claims.',
  ],
  content: null,
};

/** An operator's description, as the sandbox sends it (server HTML: the view shows it sanitized). */
export const storyDescription =
  '<h3>How it works</h3><ol><li>Copy your link on the <a href="/m/inviteFriends">invite page</a>.</li><li>Your friend registers and makes a first deposit of at least <strong>100.000 ₫</strong>.</li></ol><p>Both of you receive the reward within 24 hours.</p>';

export const storyLevels: VipLevel[] = [0, 1, 2, 3].map((level) => ({
  rankLevel: level,
  labelName: ['VIP 0', 'VIP 1 Bronze', 'VIP 2 Silver', 'VIP 3 Gold'][level]!,
  requirement: { deposit: [0, 700_000, 7_000_000, 35_000_000][level]!, turnover: [0, 3_500_000, 35_000_000, 175_000_000][level]! },
  benefits: { upgradeBonus: [0, 35_000, 210_000, 840_000][level]!, monthlyBonus: [0, 0, 70_000, 350_000][level]!, rebatePercent: [0.3, 0.4, 0.5, 0.7][level]!, dailyWithdrawals: [3, 5, 8, 10][level]!, dailyWithdrawalLimit: [14_000_000, 35_000_000, 70_000_000, 210_000_000][level]! },
}));

export const storyReferral: ReferralInfoValue = {
  referralCode: 'LVN10001',
  invitedCount: 8,
  qualifiedCount: 4,
  rewardPerFriend: 70000,
  rules: ['Share your link or code; a friend must register with it.', 'A friend qualifies after a first deposit; the reward is paid every Monday.', 'Accounts of the same person or device do not count.'],
};
