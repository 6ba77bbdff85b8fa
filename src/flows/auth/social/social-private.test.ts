import { describe, expect, it } from 'vitest';
import { isPrivateBrowsing, PRIVATE_QUOTA_BYTES } from './social-private';

const nav = (quota: number | undefined, fail = false) =>
  ({ storage: { estimate: async () => (fail ? Promise.reject(new Error('no')) : { quota }) } }) as unknown as Pick<Navigator, 'storage'>;

describe('isPrivateBrowsing', () => {
  it('is private when the quota is a private window’s', async () => {
    expect(await isPrivateBrowsing(nav(PRIVATE_QUOTA_BYTES - 1), undefined, undefined)).toBe(true);
    expect(await isPrivateBrowsing(nav(20 * 1024 ** 3), undefined, undefined)).toBe(false);
  });

  it('in Chromium, compares the quota with twice the JS heap limit', async () => {
    const heap = 2 * 1024 ** 3;
    expect(await isPrivateBrowsing(nav(3 * 1024 ** 3), undefined, heap)).toBe(true);
    expect(await isPrivateBrowsing(nav(60 * 1024 ** 3), undefined, heap)).toBe(false);
  });

  it('is private when local storage refuses writes', async () => {
    const refusing = () => ({ setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); }, removeItem: () => undefined }) as unknown as Storage;
    expect(await isPrivateBrowsing(nav(20 * 1024 ** 3), refusing)).toBe(true);
  });

  it('does not refuse when the browser cannot tell', async () => {
    expect(await isPrivateBrowsing(nav(undefined))).toBe(false);
    expect(await isPrivateBrowsing(nav(undefined, true))).toBe(false);
  });
});
