/** The lines that name what failed (vitest, Playwright, tsc, eslint, our own checks), at most 25. */
export function failureLines(output: string): string[];
/** Playwright's "N flaky" block (tests that passed only on their retry), to name them in the summary. */
export function flakyLines(output: string): string[];
