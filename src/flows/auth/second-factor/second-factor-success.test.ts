// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSuccessSequence } from './second-factor-success';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('second-factor success sequence', () => {
  it('shows the message for 1.5 s, closes, then runs the after-login action 500 ms later', () => {
    const log: string[] = [];
    const at = (name: string) => () => log.push(`${name}@${Date.now() - start}`);
    const start = Date.now();
    runSuccessSequence({ showSuccess: at('success'), close: at('close'), afterLogin: at('afterLogin') });
    expect(log).toEqual(['success@0']);
    vi.advanceTimersByTime(1499);
    expect(log).toEqual(['success@0']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['success@0', 'close@1500']);
    vi.advanceTimersByTime(499);
    expect(log).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['success@0', 'close@1500', 'afterLogin@2000']);
  });
});
