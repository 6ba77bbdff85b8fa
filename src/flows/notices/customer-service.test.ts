import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerServiceLink, pickCsEntry, readCsEntries, type CsEntry } from './customer-service';
import { resolveCustomerServiceUrl } from './resolve-customer-service';

// Made by the sandbox's encoder (sandbox/des.ts): 'https://t.me/lvn_sandbox' with key 'Ab3dE6gH'.
const ENCRYPTED_TELEGRAM = 'YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH';
const entry = (csType: string, path: string): CsEntry => ({ csType, csPosition: 'FOOTER', title: csType, path });
const manifestCs = { defaultUrl: 'https://support.example/chat', entries: [entry('LINE', 'https://line.me/R/ti/p/@brand')] };

afterEach(() => vi.restoreAllMocks());

describe('which entry contact-us opens', () => {
  it('reads only entries with a path from untrusted JSON', () => {
    expect(readCsEntries([{ csType: 'LIVECHAT', path: 'x' }, { csType: 'NOPATH' }, null, 'junk'])).toEqual([{ csType: 'LIVECHAT', csPosition: '', title: '', path: 'x' }]);
    expect(readCsEntries({ path: 'x' })).toEqual([]);
  });

  it('the server’s entries win, then the manifest’s, then its defaultUrl; none is null', () => {
    expect(pickCsEntry([entry('AICAN', 'enc')], manifestCs)?.csType).toBe('AICAN');
    expect(pickCsEntry([], manifestCs)?.csType).toBe('LINE');
    expect(pickCsEntry([], { defaultUrl: 'https://support.example/chat', entries: [] })).toMatchObject({ csType: 'LIVECHAT', path: 'https://support.example/chat' });
    expect(pickCsEntry([], { entries: [] })).toBeNull();
    expect(pickCsEntry([], undefined)).toBeNull();
  });
});

describe('customerServiceLink (spec section 6)', () => {
  it('adds the logged-in userName; AICAN also adds the VIP label as category', () => {
    expect(customerServiceLink('https://cs.example/chat?lang=vi', { csType: 'AICAN', userName: 'demo', vipLabel: 'VIP 1' }))
      .toBe('https://cs.example/chat?lang=vi&userName=demo&category=VIP+1');
    expect(customerServiceLink('https://cs.example/chat', { csType: 'LIVECHAT', userName: 'demo', vipLabel: 'VIP 1' })).toBe('https://cs.example/chat?userName=demo');
    expect(customerServiceLink('https://cs.example/chat', { csType: 'aican', userName: null, vipLabel: null })).toBe('https://cs.example/chat');
  });

  it.each(['javascript:alert(1)', 'http://cs.example/chat', 'data:text/html,x', 'not a url', 'YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH'])(
    'opens only https links: %s → null',
    (url) => expect(customerServiceLink(url, { csType: 'LIVECHAT', userName: 'demo', vipLabel: null })).toBeNull(),
  );
});

describe('resolveCustomerServiceUrl', () => {
  const never = vi.fn(async (): Promise<never> => {
    throw new Error('must not be called');
  });

  it('decrypts the status entry path and adds the player', async () => {
    const url = await resolveCustomerServiceUrl({
      status: { customerService: [entry('TELEGRAM', ENCRYPTED_TELEGRAM)] }, manifest: manifestCs, userName: 'demo', fetchEntries: never, fetchVipLabel: never,
    });
    expect(url).toBe('https://t.me/lvn_sandbox?userName=demo');
  });

  it('asks the server for the entries when the status call failed', async () => {
    const fetchEntries = vi.fn(async () => [entry('TELEGRAM', ENCRYPTED_TELEGRAM)]);
    expect(await resolveCustomerServiceUrl({ status: null, manifest: manifestCs, userName: null, fetchEntries, fetchVipLabel: never })).toBe('https://t.me/lvn_sandbox');
    expect(fetchEntries).toHaveBeenCalledOnce();
  });

  it('falls back to the manifest when the server has none', async () => {
    expect(await resolveCustomerServiceUrl({ status: { customerService: null }, manifest: manifestCs, userName: null, fetchEntries: never })).toBe('https://line.me/R/ti/p/@brand');
  });

  it('AICAN: a member’s VIP label becomes the category; a visitor’s link asks nothing', async () => {
    const fetchVipLabel = vi.fn(async () => 'Gold');
    const status = { customerService: [entry('AICAN', 'https://ai.example/cs')] };
    expect(await resolveCustomerServiceUrl({ status, manifest: manifestCs, userName: 'demo', fetchVipLabel })).toBe('https://ai.example/cs?userName=demo&category=Gold');
    expect(await resolveCustomerServiceUrl({ status, manifest: manifestCs, userName: null, fetchVipLabel })).toBe('https://ai.example/cs');
    expect(fetchVipLabel).toHaveBeenCalledOnce();
  });

  it('spec section 8: a path that does not decrypt is logged and used as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = `${ENCRYPTED_TELEGRAM.slice(0, -8)}WrongKey`;
    // The raw value is no https link, so nothing opens; the point is that it was tried as is.
    expect(await resolveCustomerServiceUrl({ status: { customerService: [entry('TELEGRAM', broken)] }, manifest: manifestCs, userName: null })).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be decrypted/);
  });

  it('spec section 8: no entry anywhere → null (contact-us does nothing)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await resolveCustomerServiceUrl({ status: { customerService: [] }, manifest: { entries: [] }, userName: 'demo', fetchVipLabel: never })).toBeNull();
    expect(info).toHaveBeenCalledOnce();
  });
});
