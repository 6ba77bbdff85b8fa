import { describe, expect, it, vi } from 'vitest';
import { clearResponseCache } from './clear-response-cache';
import { readCached, writeCached } from './response-cache';

describe('clearResponseCache', () => {
  it('drops every cached answer and nothing else', () => {
    sessionStorage.setItem('session-info', '{"token":"t"}');
    writeCached('https://a/wps/x', 1);
    writeCached('https://a/wps/y?z=1', 2);
    clearResponseCache();
    expect(readCached('https://a/wps/x')).toBeUndefined();
    expect(readCached('https://a/wps/y?z=1')).toBeUndefined();
    expect(sessionStorage.getItem('session-info')).toBe('{"token":"t"}');
  });

  it('ignores storage that throws', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => clearResponseCache()).not.toThrow();
  });
});
