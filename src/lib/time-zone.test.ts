// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemTimeZone } from './time-zone';

describe('systemTimeZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks Temporal where the browser has it, and never builds Intl's date formats then", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Bangkok' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(systemTimeZone()).toBe('Asia/Bangkok');
    expect(intl).not.toHaveBeenCalled();
  });

  it('falls back to Intl without Temporal, or when Temporal fails', () => {
    const intlZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    vi.stubGlobal('Temporal', undefined);
    expect(systemTimeZone()).toBe(intlZone);
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => { throw new RangeError('no zone'); } } });
    expect(systemTimeZone()).toBe(intlZone);
  });
});
