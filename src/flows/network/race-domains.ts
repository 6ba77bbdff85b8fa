import { pingServer } from './ping-server';
import { randomSample } from './random-sample';

/** Racing domains waits at most 10 s, over at most 10 random domains. */
export const RACE_TIMEOUT_MS = 10_000;
export const RACE_MAX_DOMAINS = 10;

/** Resolves true when `origin` answered; it should stop when `signal` aborts. */
export type Probe = (origin: string, signal: AbortSignal) => Promise<boolean>;

const pingProbe: Probe = (origin, signal) => pingServer({ origin, speed: Date.now(), timeoutMs: RACE_TIMEOUT_MS, signal });

/**
 * GET {origin}/wps/system/test/ping?speed={timestamp} against at most `max` random origins at
 * once; the first to answer wins and the others are aborted. Null when none answers within
 * `timeoutMs`, or all fail.
 *
 *   await raceDomains(['https://m1.a.example', 'https://m2.a.example'])   // → 'https://m2.a.example'
 */
export function raceDomains(origins: readonly string[], options: {
  timeoutMs?: number;
  max?: number;
  probe?: Probe;
  random?: (n: number) => number;
} = {}): Promise<string | null> {
  const { timeoutMs = RACE_TIMEOUT_MS, max = RACE_MAX_DOMAINS, probe = pingProbe } = options;
  const candidates = randomSample([...new Set(origins)], max, options.random);
  if (candidates.length === 0) return Promise.resolve(null);

  const controller = new AbortController();
  return new Promise((resolve) => {
    let pending = candidates.length;
    const finish = (winner: string | null) => {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      controller.abort(); // the losers stop: no request keeps running after the race
      resolve(winner);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    for (const origin of candidates) {
      Promise.resolve()
        .then(() => probe(origin, controller.signal))
        .catch(() => false)
        .then((answered) => {
          if (answered) finish(origin);
          else if (--pending === 0) finish(null);
        });
    }
  });
}
