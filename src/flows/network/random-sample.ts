/** A uniform random integer in [0, n) from crypto.getRandomValues (lint bans Math.random). */
export function randomBelow(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) % n; // modulo bias is < n / 2^32: irrelevant for picking domains
}

/**
 * At most `count` items of `items`, in random order, each item at most once (a partial
 * Fisher-Yates shuffle): randomSample(['a', 'b', 'c'], 2) → e.g. ['c', 'a'].
 */
export function randomSample<T>(items: readonly T[], count: number, random: (n: number) => number = randomBelow): T[] {
  const pool = [...items];
  const size = Math.max(0, Math.min(count, pool.length));
  for (let i = 0; i < size; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, size);
}
