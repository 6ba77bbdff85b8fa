import { describe, expect, it } from 'vitest';
import { failureLines, flakyLines } from './test-summary.mjs';

const playwrightTail = [
  '  ✓  106 tests/e2e/social.spec.ts:69:3 › social sign-in › chooses to create an account (4.2s)',
  '',
  '  1 flaky',
  '    tests/e2e/captcha.spec.ts:53:1 › a first base that never answers is given 3 s, then the second one serves ',
  '  107 passed (4.8m)',
].join('\n');

describe('npm test summary lines', () => {
  it('names the tests that passed only on their retry', () => {
    expect(flakyLines(playwrightTail)).toEqual([
      '1 flaky',
      '  tests/e2e/captcha.spec.ts:53:1 › a first base that never answers is given 3 s, then the second one serves',
    ]);
  });

  it('says nothing when no test was flaky, colours or not', () => {
    expect(flakyLines('\u001b[32m  108 passed (4.8m)\u001b[39m')).toEqual([]);
  });

  it('keeps the failing test lines and errors, without colour codes', () => {
    const output = '\u001b[31m  ✘   52 tests/e2e/network.spec.ts:27:3 › back online (8.1s)\u001b[39m\n    Error: expect(received).toBe(expected)\n  ok line';
    expect(failureLines(output)).toEqual(['✘   52 tests/e2e/network.spec.ts:27:3 › back online (8.1s)', 'Error: expect(received).toBe(expected)']);
  });
});
