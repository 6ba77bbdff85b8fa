import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberDeadline, rememberedDeadline, resendDeadline, secondsLeft, useCountdown } from './sms-countdown';

const NOW = 1_700_000_000_000;

describe('resendDeadline (when a code may be sent again)', () => {
  it('waits until expirationTime with the default provider', () => {
    expect(resendDeadline(NOW + 60_000, 'default', NOW)).toBe(NOW + 60_000);
    expect(resendDeadline(String(NOW + 90_000), 'default', NOW)).toBe(NOW + 90_000);
  });
  it('waits one minute with the Firebase provider, whatever the server says', () => {
    expect(resendDeadline(NOW + 300_000, 'firebase', NOW)).toBe(NOW + 60_000);
  });
  it('reads epoch seconds, and falls back to one minute for a missing or unreadable value', () => {
    expect(resendDeadline((NOW + 45_000) / 1000, 'default', NOW)).toBe(NOW + 45_000);
    for (const bad of [undefined, null, '', 'soon', Number.NaN, 60]) expect(resendDeadline(bad, 'default', NOW)).toBe(NOW + 60_000);
  });
  it('never locks the button for more than ten minutes', () => {
    expect(resendDeadline(NOW + 3_600_000, 'default', NOW)).toBe(NOW + 600_000);
  });
});

describe('secondsLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsLeft(NOW + 59_200, NOW)).toBe(60);
    expect(secondsLeft(NOW + 1, NOW)).toBe(1);
    expect(secondsLeft(NOW, NOW)).toBe(0);
    expect(secondsLeft(NOW - 5_000, NOW)).toBe(0);
    expect(secondsLeft(null, NOW)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second until the deadline, then stays at zero', () => {
    const { result } = renderHook(() => useCountdown(NOW + 3_000));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(999));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0); // nothing left ticking
  });

  it('is right after the tab was throttled (it reads the clock, it does not count ticks)', () => {
    const { result } = renderHook(() => useCountdown(NOW + 60_000));
    vi.setSystemTime(NOW + 42_500); // timers did not run meanwhile
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(17);
  });

  it('is zero without a deadline', () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBe(0);
  });
});

describe('remembered deadlines', () => {
  it('hold until they pass', () => {
    rememberDeadline('login:+84:912', NOW + 10_000);
    expect(rememberedDeadline('login:+84:912', NOW)).toBe(NOW + 10_000);
    expect(rememberedDeadline('login:+84:912', NOW + 10_000)).toBeNull();
    expect(rememberedDeadline('register:+84:912', NOW)).toBeNull();
  });
});
