// The promotion pages' shapes (docs/wire-contract.md section 5; calls this product designed:
// only the promotion list entity with its id was given, not the calls).

/** One promotion of the list: what its card shows. */
export interface PromotionSummary {
  id: number | string;
  /** One of the manifest's promotion types (LOGIN, REFERRAL, …); another value has no go-to button. */
  promotionType: string;
  title: string;
  /** One or two plain-text sentences. */
  summary: string;
  /** A path on the image CDN (`/promotions/x.svg`) or an https URL on an allowed image origin. */
  image: string;
  /** The picture's own size, so the card keeps its place while it loads. */
  imageWidth: number;
  imageHeight: number;
  /** Epoch ms; `endTime` null = no end date. */
  startTime: number;
  endTime: number | null;
  /** The most a player can get, in the merchant's currency; null when the promotion names no amount. */
  maxBonus: number | null;
}

export interface PromotionListValue {
  list: PromotionSummary[];
}

/** One promotion in full: the summary's fields plus its rules as plain-text lines. */
export interface PromotionDetailValue extends PromotionSummary {
  rules: string[];
  /** The operator's HTML description (unsanitised), or null: the app renders it only through lib/safe-html.ts. */
  content: string | null;
}

/** One VIP level and what it gives. Amounts in the merchant's currency. */
export interface VipLevel {
  rankLevel: number;
  labelName: string;
  /** What reaching the level takes: total deposits and total valid bets. */
  requirement: { deposit: number; turnover: number };
  benefits: {
    /** Paid once on reaching the level (the UPGRADE_BONUS promotion). */
    upgradeBonus: number;
    monthlyBonus: number;
    /** Rebate on valid bets, percent. */
    rebatePercent: number;
    dailyWithdrawals: number;
    dailyWithdrawalLimit: number;
  };
}

export interface VipLevelsValue {
  levels: VipLevel[];
}

/** The referral programme; the member's own fields are null for a visitor. */
export interface ReferralInfoValue {
  referralCode: string | null;
  /** Friends registered with the code; null for a visitor. */
  invitedCount: number | null;
  /** Of those, friends who made the qualifying deposit; null for a visitor. */
  qualifiedCount: number | null;
  /** Paid per qualified friend, in the merchant's currency. */
  rewardPerFriend: number;
  rules: string[];
}
