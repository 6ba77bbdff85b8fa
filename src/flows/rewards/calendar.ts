import type { SignInDay } from '@/lib/wire/shapes-rewards';

// Calendar days as the reward calls carry them ('YYYY-MM-DD' in the player's time zone) and as
// the sign-in page draws them.

/**
 * The player's IANA time zone, sent with the calls that answer calendar days. Intl here, not
 * lib/time-zone.ts: this page formats its days with Intl right after (the same one-time cost), and
 * a module shared with the login's device id would be a chunk of its own, one more round trip
 * there.
 */
export function playerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Local midnight of a calendar day, to format with the locale's date formatter. */
export function localMidnight(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/** The calendar day of an instant in the player's local time: yesterday is `localDay(Date.now() - …)` only across no DST change, so use `yesterday`. */
export function localDay(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The day before `now` in the player's local time (calendar arithmetic: right across DST changes). */
export function yesterday(now: number): string {
  const date = new Date(now);
  return localDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1).getTime());
}

export type DayStatus = 'claimed' | 'today' | 'missed' | 'upcoming';

/** What a sign-in day shows: claimed, today (not yet claimed), missed (past, not claimed) or upcoming. */
export function dayStatus(day: SignInDay, today: string): DayStatus {
  if (day.claimed) return 'claimed';
  if (day.date === today) return 'today';
  return day.date < today ? 'missed' : 'upcoming';
}

/** The weekday's short name and the day of the month, in the player's locale: ["Mon", "23"]. */
export function dayLabel(day: string, locale: string): { weekday: string; date: string } {
  const ms = localMidnight(day);
  return {
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(ms),
    date: new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(ms),
  };
}
