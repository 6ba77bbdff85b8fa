import { useEffect, useState } from 'react';

/**
 * When the "send code" button may be used again: one minute after sending
 * with the Firebase SMS provider, otherwise at the server's `expirationTime` (epoch ms).
 *
 *   resendDeadline(1_700_000_060_000, 'default', 1_700_000_000_000)  → 1_700_000_060_000
 *   resendDeadline(1_700_000_300_000, 'firebase', 1_700_000_000_000) → 1_700_000_060_000
 *
 * A missing or unreadable expirationTime counts as one minute; epoch seconds are read as such;
 * a deadline further than ten minutes away is cut to ten (a wrong client clock must not lock the
 * button for an hour). A deadline already past ends the countdown at once.
 */
export const RESEND_FALLBACK_MS = 60_000;
export const RESEND_MAX_MS = 10 * 60_000;

export function resendDeadline(expirationTime: unknown, provider: 'firebase' | 'default', now: number): number {
  if (provider === 'firebase') return now + RESEND_FALLBACK_MS;
  const n = typeof expirationTime === 'string' && expirationTime.trim() !== '' ? Number(expirationTime) : expirationTime;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1e9) return now + RESEND_FALLBACK_MS;
  const ms = n < 1e12 ? n * 1000 : n;
  return Math.min(ms, now + RESEND_MAX_MS);
}

/** Whole seconds left, rounded up: 59.2 s → 60, 0 once the deadline has passed. */
export function secondsLeft(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until `deadline`, re-rendering on each whole second (timed against the deadline,
 * not by counting ticks, so a throttled background tab still shows the right number).
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) return;
      timer = setTimeout(tick, (deadline - at) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return secondsLeft(deadline, now);
}

/**
 * Deadlines outlive the form: closing and reopening the login tab or the second-factor modal must
 * not offer a resend the server would refuse. Keyed by purpose and number.
 */
const deadlines = new Map<string, number>();
export const deadlineKey = (purpose: string, dialingCode: string, mobile: string) => `${purpose}:${dialingCode}:${mobile}`;
export const rememberDeadline = (key: string, deadline: number): void => void deadlines.set(key, deadline);
/** The code was voided (too many wrong tries): a new one may be asked for at once. */
export const forgetDeadline = (key: string): void => void deadlines.delete(key);
export function rememberedDeadline(key: string, now: number): number | null {
  const deadline = deadlines.get(key);
  return deadline !== undefined && deadline > now ? deadline : null;
}
