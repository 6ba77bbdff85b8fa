import type { DepositSettingsValue, TrackEvent } from '@/lib/wire';
import type { TrackInput, TrackKind } from '@/state/tracking';

/**
 * Tracking events, built by pure functions (unit-tested); tracking-start.ts sends them.
 *
 *   trackEvent({ kind: 'firstDeposit', customerId: '17', customerName: 'demo', amount: 500 }, 'THB', () => 0.5)
 *   // → { eventName: 'FirstDeposit', eventValue: { eventId: 49999999, contentId: '99' }, customerId: '17',
 *   //     customerName: 'demo', revenue: 500, amount: 500, currency: 'THB' }
 */

/** Every event id is below this (a random integer). */
export const EVENT_ID_LIMIT = 99_999_999;
/** The content id deposit events carry. */
export const DEPOSIT_CONTENT_ID = '99';

/** The event names (Facebook's standard names where one fits; the others the same style). */
export const EVENT_NAMES: Record<TrackKind, string> = {
  register: 'CompleteRegistration',
  login: 'Login',
  firstDeposit: 'FirstDeposit',
  appDownload: 'AppDownload',
};

/** The currency a tracking event carries: TLB is sent as PHP, any other code as its first three letters (upper case); none → ''. */
export function trackingCurrency(code: string | null | undefined): string {
  const c = (code ?? '').trim().toUpperCase();
  if (c === 'TLB') return 'PHP';
  return c.slice(0, 3);
}

/** A random integer in [0, 99999999). */
export function eventId(random: () => number = Math.random): number {
  return Math.min(EVENT_ID_LIMIT - 1, Math.max(0, Math.floor(random() * EVENT_ID_LIMIT)));
}

export function trackEvent(input: TrackInput, currency: string | null | undefined, random: () => number = Math.random): TrackEvent {
  const deposit = input.kind === 'firstDeposit';
  const money = typeof input.amount === 'number' && Number.isFinite(input.amount) ? input.amount : 0;
  return {
    eventName: EVENT_NAMES[input.kind],
    eventValue: { eventId: eventId(random), ...(deposit ? { contentId: DEPOSIT_CONTENT_ID } : {}) },
    ...(input.customerId !== undefined && input.customerId !== '' ? { customerId: input.customerId } : {}),
    ...(input.customerName ? { customerName: input.customerName } : {}),
    revenue: money,
    amount: money,
    currency: trackingCurrency(currency),
  };
}

/**
 * The first-deposit rule, per member on this device: deposit settings without a deposit record
 * 'N'; with one, after an 'N', the first deposit is reported (once: 'reported'); with one and no
 * 'N' seen (deposited before this device knew them) nothing is reported or recorded.
 */
export function firstDepositStep(previous: string | undefined, settings: Pick<DepositSettingsValue, 'firstDeposit' | 'totalDepositSuccessCount'>): { record: string | undefined; report: boolean } {
  if (previous === 'reported') return { record: previous, report: false };
  const deposited = settings.firstDeposit === 'Y' || settings.totalDepositSuccessCount > 0;
  if (!deposited) return { record: 'N', report: false };
  return previous === 'N' ? { record: 'reported', report: true } : { record: previous, report: false };
}
