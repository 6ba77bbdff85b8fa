/**
 * Options for `vi.waitFor` in a unit test: as long as a busy machine needs. Its default (1 s) is
 * too short where npm test runs the unit step, in the background beside the browsers at the
 * lowest CPU priority; testing-library's waits get the same 15 s in vitest.setup.ts. A wait still
 * fails, and ends as soon as its condition holds.
 *
 *   await vi.waitFor(() => expect(calls).toHaveLength(1), WAIT);
 */
export const WAIT = { timeout: 15_000, interval: 20 } as const;
