// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayLabel, dayStatus, localDay, localMidnight, yesterday } from './calendar';

afterEach(() => vi.unstubAllEnvs());

describe('sign-in days', () => {
  const today = '2026-11-25';
  it('marks claimed, today, missed and upcoming days', () => {
    expect(dayStatus({ date: '2026-11-23', reward: 1, claimed: true }, today)).toBe('claimed');
    expect(dayStatus({ date: '2026-11-24', reward: 1, claimed: false }, today)).toBe('missed');
    expect(dayStatus({ date: today, reward: 1, claimed: false }, today)).toBe('today');
    expect(dayStatus({ date: today, reward: 1, claimed: true }, today)).toBe('claimed');
    expect(dayStatus({ date: '2026-11-26', reward: 1, claimed: false }, today)).toBe('upcoming');
  });

  it('names the days in the player’s locale', () => {
    expect(dayLabel('2026-11-23', 'en')).toEqual({ weekday: 'Mon', date: '23' });
    expect(dayLabel('2026-11-23', 'vi').weekday).toBe('Thứ 2');
    expect(dayLabel('2026-11-23', 'th').weekday).toBe('จันทร์');
  });
});

describe('local days', () => {
  it('reads a calendar day as local midnight and back', () => {
    expect(localDay(localMidnight('2026-03-01'))).toBe('2026-03-01');
    expect(new Date(localMidnight('2026-03-01')).getHours()).toBe(0);
  });

  it('yesterday is the local calendar day before, across a month and a year', () => {
    expect(yesterday(new Date(2026, 2, 1, 0, 30).getTime())).toBe('2026-02-28');
    expect(yesterday(new Date(2027, 0, 1, 23, 59).getTime())).toBe('2026-12-31');
  });
});
