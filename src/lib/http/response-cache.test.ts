import { describe, expect, it, vi } from 'vitest';
import { dropCached, readCached, writeCached } from './response-cache';

describe('response cache', () => {
  it('stores values by full URL, including null', () => {
    writeCached('https://a/x?q=1', { n: 1 });
    writeCached('https://a/x?q=2', null);
    expect(readCached('https://a/x?q=1')).toEqual({ value: { n: 1 } });
    expect(readCached('https://a/x?q=2')).toEqual({ value: null });
    expect(readCached('https://a/x')).toBeUndefined();
    dropCached('https://a/x?q=1');
    expect(readCached('https://a/x?q=1')).toBeUndefined();
  });

  it('ignores a corrupt entry', () => {
    sessionStorage.setItem('http-cache:https://a/bad', '{not json');
    expect(readCached('https://a/bad')).toBeUndefined();
  });

  it('ignores storage that throws (private mode, quota)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', broken);
    expect(() => writeCached('https://a/y', 1)).not.toThrow();
    expect(readCached('https://a/y')).toBeUndefined();
    expect(() => dropCached('https://a/y')).not.toThrow();
  });
});
