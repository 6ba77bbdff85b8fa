import { CRAFTED_SHAPES, type CraftedShape } from './catalogue/crafted-html';
import type { RequiredMethods } from './seed-members';

// Per-merchant switches that make the sandbox misbehave on purpose (sandbox/README.md has curl
// examples). POST /__sandbox/scenario {merchant, set} replaces each named key; a null value
// removes it:
//
//   applyScenario({ flags: { CBS3: false } }, { maintenance: { end: null }, flags: null })
//     -> { maintenance: { end: null } }

export interface Scenario {
  maintenance?: { end: number | null };
  regionRestriction?: boolean;
  /** The operator takes no new accounts: status `register.enabled: false`, and every register call answers `register.closed`. */
  registrationClosed?: boolean;
  domainNotAvailable?: boolean;
  loginVerifyRequired?: { username: string; methods: RequiredMethods };
  tokenIpDifferent?: { username: string };
  bindCustomerRequired?: boolean;
  /** Overrides the manifest flags in whitelabelVal and in the server's own checks. */
  flags?: Record<string, boolean>;
  /** Overrides the manifest thresholds sent in the status's whitelabelVal (a2hsMaxCloseTimes, a2hsDepositTimes). */
  thresholds?: Record<string, number>;
  /** Milliseconds to wait before answering; key = exact path ("/wps/session/login") or "*". */
  delayMs?: Record<string, number>;
  /** Forced HTTP status; key = exact path or "*". */
  status?: Record<string, number>;
  /**
   * A stalled server: a request to the path (exact, or "*") gets no answer while the switch is on.
   * It is held until the switch is lifted (then answered as usual) or the client gives up.
   */
  stall?: Record<string, true>;
  depositSettings?: { totalDepositSuccessCount?: number; firstDeposit?: 'Y' | 'N' };
  /** Shorthand for depositSettings.firstDeposit. */
  firstDeposit?: 'Y' | 'N';
  /** The `test` field of system status (also makes GEETESTTEST3 demand the captcha). */
  test?: boolean;
  /**
   * The popups: "none" answers an empty popup list and no welcome banners (m_popup1/2); "error" makes
   * the popup list a business error; "hostile" answers announcements carrying script, event
   * handlers, javascript: URLs, SVG script and a form. The e2e fixture starts every merchant on
   * "none" (tests/e2e/support/fixtures.ts), so only the tests about popups see them.
   */
  popups?: 'none' | 'error' | 'hostile';
  /** Replaces the seeded popup announcements (inject hostile HTML here to test sanitising). */
  announcements?: Record<string, unknown>[];
  /**
   * The popup list is one visitors' announcement (B) whose content is `chars` characters of
   * HTML crafted to cost time (catalogue/crafted-html.ts): too large for a control request's body,
   * so the sandbox makes it. `announcements` wins over it.
   */
  craftedAnnouncement?: { shape: CraftedShape; chars: number };
  /** Replaces the seeded banners (the popups' and the carousel's). */
  banners?: Record<string, unknown>[];
  /** Replaces the marquee's lines (MCSFE_getListAnnouncements?types=MQ), the same in every language; [] for none. */
  marquee?: string[];
  /** CBS_unreadCount for a member not in unreadByMember (default 2). */
  unreadCount?: number;
  /** CBS_unreadCount per member (lower-case user name → count): POST /__sandbox/chat/message adds to it, CBS_launchChat clears it (the member has read them). */
  unreadByMember?: Record<string, number>;
  /** Replaces the country call's `currency` (e.g. "TLB", which tracking events send as PHP). */
  currency?: string;
  /** How long an SMS code stays valid (default 300 000 ms); 0 makes every code expired. */
  smsCodeTtlMs?: number;
  /**
   * The password reset (handlers/password-reset.ts): `down` makes both of its calls answer HTTP 503
   * (a server failure: the page keeps what was typed); `codeTtlMs` how long its codes stay valid
   * (default 300 000 ms; 0 = every code expired).
   */
  passwordReset?: { down?: boolean; codeTtlMs?: number };
  /** Shallow-merged into the value of GET /wps/system/status last (e.g. {sms: {provider: "firebase"}}). */
  statusPatch?: Record<string, unknown>;
  availablePromotions?: Record<string, { enabled: boolean; count: number }>;
  /** Newer web app templates: status `mobileTemplate.parameters.pwa` (docs/wire-contract.md). */
  pwaTemplates?: { updatedAt: number; title?: string; shortName?: string; description?: string; icons?: Record<string, string> };
  /** A business error (HTTP 200, success false) forced per path or "*": {"/wps/x": "some.code"}. */
  errors?: Record<string, string>;
  /** The code an authenticated call answers without a valid token (default CUSTOMER_NOT_LOGIN). */
  notLoginCode?: (typeof NOT_LOGIN_CODES)[number];
  /** 401: an authenticated call without a valid token answers HTTP 401 instead (default: HTTP 200 with notLoginCode). */
  notLoginStatus?: 401;
  /**
   * The Geetest stand-in (sandbox/geetest-stand-in.ts): per script base 'fail' (404), 'hang' (no
   * answer) or 'tampered' (the script with a byte more: its integrity pin refuses it); its
   * resources; an error it reports when shown.
   */
  geetest?: { bases?: Record<string, 'fail' | 'hang' | 'tampered'>; resources?: 'fail' | 'hang'; error?: { code: string; message?: string } };
  /** The game lobby (sandbox/catalogue/): a lane answered empty, the lane list failing, launches slow or failing. */
  games?: GamesScenario;
  /** Image CDNs answering 503 for this merchant's pages (the page's merchant is told by Referer or Origin: sandbox/image-cdn.ts). */
  imageCdn?: { off?: (typeof CDN_NAMES)[number][] };
  /** Replaces the status response's imageCDNs (e.g. a host the manifest does not allow). */
  imageCdns?: string[];
  /** The reward pages (sandbox/handlers/rewards.ts): pages answered empty, claims answered late, no cashier. */
  rewards?: RewardsScenario;
  /**
   * The promotion pages (sandbox/handlers/promotions.ts): no promotions (list empty, every id not
   * found), no VIP levels, the referral's invited count; `content: "hostile"` gives every
   * promotion's description active payloads (script, handlers, javascript: URLs, SVG script, a form).
   */
  promotions?: { list?: 'empty'; vipLevels?: 'empty'; invitedCount?: number; content?: 'hostile' };
  /** Replaces the merchant's customer-service entries (still sent encrypted): e.g. one on an origin the manifest does not allow. */
  customerService?: { csType: string; csPosition: string; title: string; url: string }[];
}

export interface RewardsScenario {
  /** These pages answer their empty state (no cycle, no tasks, no loss, no vouchers, nobody ranked). */
  empty?: (typeof REWARD_PAGES)[number][];
  /** Every claim is carried out at once but answered this many ms later (past the app's 8 s claim timeout: the lost answer a retry recovers). */
  slowClaimMs?: number;
  /** The voucher list says the merchant has no cashier deposit page (depositUrl null). */
  noCashier?: boolean;
}

/** The reward pages a scenario can empty. */
export const REWARD_PAGES = ['signIn', 'noviceTask', 'rescue', 'voucher', 'leaderBoard'] as const;

export interface GamesScenario {
  /** The lane holding this card type (e.g. "FISH") answers no cards, no vendors and gameCount 0. */
  emptyLane?: (typeof CARD_TYPES)[number];
  /** GCSGAME_newGameVendor answers the business error game.lanes.unavailable. */
  lanes?: 'fail';
  /** Trial and real launches: 'slow' answer after launchDelayMs (default 12 s, past the app's 10 s); 'fail' answer game.launch.failed. */
  launch?: 'slow' | 'fail';
  launchDelayMs?: number;
  /** GCSGAME_vendorGames answers this many games for an offered vendor: its own, then generated ones on their pictures (the 500-game benchmark). */
  bulk?: number;
}

/** The image CDNs' names (sandbox/image-cdn.ts). */
export const CDN_NAMES = ['cdn-a', 'cdn-b'] as const;

/** The most games scenario games.bulk may ask for. */
export const MAX_BULK_GAMES = 5000;

/** The card types of the catalogue (the game-category mapper's). */
/** The longest crafted announcement (4 MiB of characters). */
export const MAX_CRAFTED_CHARS = 4 * 1024 * 1024;
export const CARD_TYPES = ['LOTT', 'ELOTT', 'RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS'] as const;

/** How long a slow launch waits: past the app's 10 s launch timeout unless the scenario says otherwise. */
export const SLOW_LAUNCH_MS = 12_000;

/** All of these act as a logout in the client. */
export const NOT_LOGIN_CODES = ['CUSTOMER_NOT_LOGIN', 'customer.not.login', 'user.or.token.invalid', 'login.not.session'] as const;

type Check = (value: unknown) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const count: Check = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? null : 'must be a whole number ≥ 0');
const yn: Check = (v) => (v === 'Y' || v === 'N' ? null : 'must be "Y" or "N"');
/** ".key problem", or ".key.inner problem" when the problem is itself nested. */
const at = (key: string, problem: string) => `.${key}${problem.startsWith('.') ? '' : ' '}${problem}`;
const objectOf = (inner: Check): Check => (v) => {
  if (!isObject(v)) return 'must be an object';
  for (const [k, x] of Object.entries(v)) {
    const problem = inner(x);
    if (problem) return at(k, problem);
  }
  return null;
};
const listOfObjects: Check = (v) => (Array.isArray(v) && v.every(isObject) ? null : 'must be a list of objects');
const fields = (shape: Record<string, Check>): Check => (v) => {
  if (!isObject(v)) return 'must be an object';
  for (const [k, check] of Object.entries(shape)) {
    const problem = check(v[k]);
    if (problem) return at(k, problem);
  }
  return null;
};
const username: Check = (v) => (typeof v === 'string' && v !== '' ? null : 'must be a user name');
const methods = fields({ email: bool, sms: bool, ga: bool, payeeName: bool });
const optionalText: Check = (v) => (v === undefined || typeof v === 'string' ? null : 'must be text');
const failOrHang: Check = (v) => (v === 'fail' || v === 'hang' ? null : 'must be "fail" or "hang"');
const httpStatus: Check = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 400 && v <= 599 ? null : 'must be an HTTP status 400-599');

const CHECKS: Record<keyof Scenario, Check> = {
  maintenance: fields({ end: (v) => (v === null || (typeof v === 'number' && v > 0) ? null : 'must be epoch ms or null') }),
  regionRestriction: bool,
  registrationClosed: bool,
  domainNotAvailable: bool,
  loginVerifyRequired: fields({ username, methods }),
  tokenIpDifferent: fields({ username }),
  bindCustomerRequired: bool,
  flags: objectOf(bool),
  thresholds: objectOf((v) => (typeof v === 'number' && Number.isInteger(v) && v >= -1 ? null : 'must be an integer ≥ -1')),
  delayMs: objectOf(count),
  status: objectOf(httpStatus),
  stall: objectOf((v) => (v === true ? null : 'must be true')),
  depositSettings: fields({
    totalDepositSuccessCount: (v) => (v === undefined ? null : count(v)),
    firstDeposit: (v) => (v === undefined ? null : yn(v)),
  }),
  firstDeposit: yn,
  test: bool,
  popups: (v) => (v === 'none' || v === 'error' || v === 'hostile' ? null : 'must be "none", "error" or "hostile"'),
  announcements: listOfObjects,
  craftedAnnouncement: fields({
    shape: (v) => (typeof v === 'string' && Object.hasOwn(CRAFTED_SHAPES, v) ? null : `must be one of ${Object.keys(CRAFTED_SHAPES).join(', ')}`),
    chars: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_CRAFTED_CHARS ? null : `must be a whole number 1-${MAX_CRAFTED_CHARS}`),
  }),
  banners: listOfObjects,
  marquee: (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? null : 'must be a list of texts'),
  unreadCount: count,
  unreadByMember: objectOf(count),
  currency: (v) => (typeof v === 'string' && /^[A-Z0-9]{1,10}$/.test(v) ? null : 'must be a currency code'),
  smsCodeTtlMs: count,
  passwordReset: fields({ down: (v) => (v === undefined ? null : bool(v)), codeTtlMs: (v) => (v === undefined ? null : count(v)) }),
  statusPatch: (v) => (isObject(v) ? null : 'must be an object'),
  availablePromotions: objectOf(fields({ enabled: bool, count })),
  pwaTemplates: fields({
    updatedAt: (v) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? null : 'must be epoch ms'),
    title: optionalText,
    shortName: optionalText,
    description: optionalText,
    icons: (v) => (v === undefined ? null : objectOf((x) => (typeof x === 'string' ? null : 'must be a URL'))(v)),
  }),
  errors: objectOf((v) => (typeof v === 'string' && /^[\w.-]+$/.test(v) ? null : 'must be an error code')),
  notLoginCode: (v) => ((NOT_LOGIN_CODES as readonly unknown[]).includes(v) ? null : `must be one of ${NOT_LOGIN_CODES.join(', ')}`),
  notLoginStatus: (v) => (v === 401 ? null : 'must be 401'),
  games: fields({
    emptyLane: (v) => (v === undefined || (CARD_TYPES as readonly unknown[]).includes(v) ? null : `must be one of ${CARD_TYPES.join(', ')}`),
    lanes: (v) => (v === undefined || v === 'fail' ? null : 'must be "fail"'),
    launch: (v) => (v === undefined || v === 'slow' || v === 'fail' ? null : 'must be "slow" or "fail"'),
    launchDelayMs: (v) => (v === undefined ? null : count(v)),
    bulk: (v) => (v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_BULK_GAMES) ? null : `must be a whole number 1-${MAX_BULK_GAMES}`),
  }),
  imageCdn: fields({
    off: (v) => (v === undefined || (Array.isArray(v) && v.every((x) => (CDN_NAMES as readonly unknown[]).includes(x))) ? null : `must be a list of ${CDN_NAMES.join(', ')}`),
  }),
  imageCdns: (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string' && /^https?:\/\/[^\s/]+$/.test(x)) ? null : 'must be a list of http(s) origins'),
  rewards: fields({
    empty: (v) => (v === undefined || (Array.isArray(v) && v.every((x) => (REWARD_PAGES as readonly unknown[]).includes(x))) ? null : `must be a list of ${REWARD_PAGES.join(', ')}`),
    slowClaimMs: (v) => (v === undefined ? null : count(v)),
    noCashier: (v) => (v === undefined ? null : bool(v)),
  }),
  geetest: fields({
    bases: (v) => (v === undefined ? null : objectOf((x) => (x === 'fail' || x === 'hang' || x === 'tampered' ? null : 'must be "fail", "hang" or "tampered"'))(v)),
    resources: (v) => (v === undefined ? null : failOrHang(v)),
    error: (v) => (v === undefined ? null : fields({ code: (c) => (typeof c === 'string' && /^[\w.-]{1,40}$/.test(c) ? null : 'must be an error code'), message: optionalText })(v)),
  }),
  customerService: (v) => (Array.isArray(v) && v.every((e) => fields({ csType: username, csPosition: username, title: username, url: username })(e) === null) ? null : 'must be a list of {csType, csPosition, title, url} texts'),
  promotions: fields({
    list: (v) => (v === undefined || v === 'empty' ? null : 'must be "empty"'),
    vipLevels: (v) => (v === undefined || v === 'empty' ? null : 'must be "empty"'),
    invitedCount: (v) => (v === undefined ? null : count(v)),
    content: (v) => (v === undefined || v === 'hostile' ? null : 'must be "hostile"'),
  }),
};

export const SCENARIO_KEYS = Object.keys(CHECKS) as (keyof Scenario)[];

/** Returns the problems in a `set` object, each naming the key: `delayMs./wps/x must be …`. */
export function checkScenarioSet(set: unknown): string[] {
  if (!isObject(set)) return ['"set" must be an object of scenario switches'];
  return Object.entries(set).flatMap(([key, value]) => {
    const check = CHECKS[key as keyof Scenario] as Check | undefined;
    if (!check) return [`unknown switch "${key}"; known: ${SCENARIO_KEYS.join(', ')}`];
    if (value === null) return [];
    const problem = check(value);
    return problem ? [`${key}${problem.startsWith('.') ? '' : ' '}${problem}`] : [];
  });
}

/** Call checkScenarioSet first. */
export function applyScenario(current: Scenario, set: Record<string, unknown>): Scenario {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(set)) {
    if (value === null) delete next[key];
    else next[key] = structuredClone(value);
  }
  return next as Scenario;
}

/** The scenario value for a path: the exact path wins over "*". */
export function forPath<T>(table: Record<string, T> | undefined, path: string): T | undefined {
  return table?.[path] ?? table?.['*'];
}
