import { INSTALLED_CLOSE_COUNT, isPromptPath } from '../install-paths';

export { INSTALLED_CLOSE_COUNT, isPromptPath };

/**
 * Every rule of the add-to-home-screen prompt as one pure decision, so the shell
 * (which decides whether to load the prompt at all) and the prompt itself (which adds the deposit
 * settings) ask the same question:
 *
 *   decideInstallPrompt({ ...facts, closes: 2, maxCloseTimes: 3 })  // → { kind: 'show' }
 *   decideInstallPrompt({ ...facts, closes: 3, maxCloseTimes: 3 })  // → { kind: 'hide', reason: 'closed-enough' }
 *   decideInstallPrompt({ ...facts, loggedIn: true, depositTimes: 5, deposits: undefined })
 *                                                                   // → { kind: 'check-deposits' }
 */


export interface DepositFacts {
  totalDepositSuccessCount: number;
  /** The member has deposited ('Y'). */
  firstDeposit: boolean;
}

export interface InstallPromptFacts {
  /** A2HS3 (features.installPrompt.enabled). */
  enabled: boolean;
  /** The address is /m/home or /m/index.html. */
  onPromptPath: boolean;
  maintenance: boolean;
  regionRestricted: boolean;
  /** The native app, an installed PWA or a web clip: nothing to install. */
  installed: boolean;
  /** Dismissed earlier in this browser session. */
  skipped: boolean;
  loginRequired: boolean;
  loggedIn: boolean;
  closes: number;
  /** a2hsMaxCloseTimes; -1 = no limit. */
  maxCloseTimes: number;
  /** a2hsDepositTimes; -1 = not used. */
  depositTimes: number;
  /** This host is one of the merchant's own domains. */
  hostListed: boolean;
  /** undefined: not fetched yet; null: the fetch failed. */
  deposits: DepositFacts | null | undefined;
}

export type HideReason =
  | 'disabled' | 'not-home' | 'maintenance' | 'region-restricted' | 'installed' | 'skipped'
  | 'login-first' | 'closed-enough' | 'deposit-count' | 'deposited-elsewhere' | 'deposits-unknown';

export type InstallPromptDecision = { kind: 'show' } | { kind: 'check-deposits' } | { kind: 'hide'; reason: HideReason };

const hide = (reason: HideReason): InstallPromptDecision => ({ kind: 'hide', reason });

export function decideInstallPrompt(f: InstallPromptFacts): InstallPromptDecision {
  if (!f.enabled) return hide('disabled');
  if (!f.onPromptPath) return hide('not-home');
  if (f.maintenance) return hide('maintenance');
  if (f.regionRestricted) return hide('region-restricted');
  if (f.installed || f.closes >= INSTALLED_CLOSE_COUNT) return hide('installed');
  if (f.skipped) return hide('skipped');
  if (f.loginRequired && !f.loggedIn) return hide('login-first');
  if (f.maxCloseTimes !== -1 && f.closes >= f.maxCloseTimes) return hide('closed-enough');
  // Deposit settings exist for members only; a visitor is never suppressed by them.
  const needsDeposits = f.loggedIn && (f.depositTimes !== -1 || !f.hostListed);
  if (!needsDeposits) return { kind: 'show' };
  if (f.deposits === undefined) return { kind: 'check-deposits' };
  if (f.deposits === null) return hide('deposits-unknown');
  if (f.depositTimes !== -1 && f.deposits.totalDepositSuccessCount >= f.depositTimes) return hide('deposit-count');
  if (!f.hostListed && f.deposits.firstDeposit) return hide('deposited-elsewhere');
  return { kind: 'show' };
}

/**
 * How long to wait before the prompt appears: the first automatic prompt of a
 * page view comes after `initialAutoMs` (2000) when home is public; otherwise (after login, or on
 * coming back to home) after `delayMs` (1000).
 */
export function promptDelayMs(firstOfPageView: boolean, loginRequired: boolean, t: { delayMs: number; initialAutoMs: number }): number {
  return firstOfPageView && !loginRequired ? t.initialAutoMs : t.delayMs;
}

