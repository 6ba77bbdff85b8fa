// The reward pages' /wps shapes (docs/wire-contract.md section 5, "rewards"): daily sign-in,
// new-member tasks, loss rescue, deposit vouchers and the mission ranking. These pages were
// named without their calls; every shape here is this product's decision. Types only.
//
// Dates a player reads as a calendar day travel as 'YYYY-MM-DD' in the player's own time zone (the
// client sends its IANA zone as `timeZone`); instants travel as epoch ms. Amounts are numbers in
// the merchant's currency (the symbol comes from GET /wps/system/country).

/** Every claim carries a key the client makes once per claim intent and sends again on a retry. */
export interface ClaimRequest {
  /** 8 to 64 characters of [A-Za-z0-9-]; the same key answers the first claim's result again. */
  idempotencyKey: string;
}

/** What every claim answers: the amount credited and the page's state after the claim. */
export interface ClaimAnswer<State> {
  reward: number;
  state: State;
}

export interface SignInDay {
  /** 'YYYY-MM-DD' in the player's time zone. */
  date: string;
  reward: number;
  claimed: boolean;
}

/** The current sign-in cycle: seven days (Monday to Sunday in the player's time zone); `days` is empty when no sign-in campaign runs. */
export interface SignInCalendarValue {
  today: string;
  days: SignInDay[];
}

export type NoviceTaskStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';

export interface NoviceTask {
  id: string;
  /** In the request's Language. */
  title: string;
  description: string;
  /** COUNT: progress and target are counts (games played, days); AMOUNT: amounts in the merchant's currency (turnover). */
  measure: 'COUNT' | 'AMOUNT';
  progress: number;
  target: number;
  reward: number;
  status: NoviceTaskStatus;
}

export interface NoviceTasksValue {
  tasks: NoviceTask[];
  /** When the new-member period ends (epoch ms); null when it has none. */
  endsAt: number | null;
}

export type RescueStatus = 'CLAIMABLE' | 'CLAIMED' | 'NOT_ELIGIBLE';

/** Yesterday's net loss (stakes minus wins, never negative) and the part of it the player may claim back. */
export interface RescueBonusValue {
  /** Yesterday, 'YYYY-MM-DD' in the player's time zone. */
  lossDate: string;
  netLoss: number;
  /** Percent of the net loss given back. */
  rate: number;
  /** Smallest net loss that qualifies. */
  minLoss: number;
  /** The most one day's rescue gives. */
  maxBonus: number;
  claimable: number;
  status: RescueStatus;
}

export type VoucherStatus = 'AVAILABLE' | 'CLAIMED' | 'USED' | 'EXPIRED';

export interface Voucher {
  id: string;
  /** In the request's Language. */
  title: string;
  description: string;
  /** The deposit the voucher applies to must reach this amount. */
  minDeposit: number;
  bonusAmount: number;
  /** Epoch ms. */
  expiresAt: number;
  status: VoucherStatus;
}

export interface VouchersValue {
  vouchers: Voucher[];
  /** The merchant's cashier deposit page, or null when the merchant has none for the app. */
  depositUrl: string | null;
}

export interface RankingEntry {
  rank: number;
  /** Masked by the server for everyone but the player ("ng***an"). */
  nickname: string;
  score: number;
  /** The prize this rank wins when the period ends; 0 for none. */
  prize: number;
}

export interface MissionRankingValue {
  /** In the request's Language. */
  title: string;
  periodStart: number;
  periodEnd: number;
  /** The top of the ranking, best first; empty before anyone has scored. */
  entries: RankingEntry[];
  /** The player's own row (also inside `entries` when in the top); null when the player has not scored. */
  me: RankingEntry | null;
}
