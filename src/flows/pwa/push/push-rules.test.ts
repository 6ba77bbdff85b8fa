// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decidePush, PUSH_SNOOZE_MS, readSnooze } from './push-rules';

const now = 1_800_000_000_000;
const base = { supported: true, permission: 'default' as NotificationPermission, snoozedUntil: 0, now };

describe('decidePush', () => {
  it('binds when the browser already allows notifications', () => {
    expect(decidePush({ ...base, permission: 'granted' })).toBe('bind');
    expect(decidePush({ ...base, permission: 'granted', snoozedUntil: now + 1 })).toBe('bind');
  });

  it('asks when the browser has not been asked, unless snoozed', () => {
    expect(decidePush(base)).toBe('ask');
    expect(decidePush({ ...base, snoozedUntil: now + PUSH_SNOOZE_MS })).toBe('none');
    expect(decidePush({ ...base, snoozedUntil: now })).toBe('ask');
  });

  it('does nothing when denied or unsupported', () => {
    expect(decidePush({ ...base, permission: 'denied' })).toBe('none');
    expect(decidePush({ ...base, supported: false, permission: 'granted' })).toBe('none');
  });
});

describe('readSnooze', () => {
  it('reads a stored time and treats anything else as not snoozed', () => {
    expect(readSnooze(String(now))).toBe(now);
    for (const raw of [null, '', 'soon', '-5', 'NaN', 'Infinity']) expect(readSnooze(raw)).toBe(0);
  });
});
