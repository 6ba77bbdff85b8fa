import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceSetting } from '@/runtime/live-settings';
import { customerServiceLink, type CsEntry } from './customer-service';
import { resolveCustomerServiceUrl } from './resolve-customer-service';

// Made by the sandbox's encoder (sandbox/des.ts): 'https://t.me/lvn_sandbox' with key 'Ab3dE6gH'.
const ENCRYPTED_TELEGRAM = 'YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH';
const entry = (csType: string, path: string): CsEntry => ({ csType, csPosition: 'FOOTER', title: csType, path });
const manifestEntry = entry('LINE', 'https://line.me/R/ti/p/@brand');
/** The runtime's setting: what the status sent (live) or the manifest's entry (not live: the server is asked). */
const live = (e: CsEntry | null): CustomerServiceSetting => ({ entry: e, live: true });

afterEach(() => vi.restoreAllMocks());

describe('customerServiceLink (userName for a member, category for AICAN)', () => {
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
      setting: live(entry('TELEGRAM', ENCRYPTED_TELEGRAM)), userName: 'demo', fetchEntries: never, fetchVipLabel: never,
    });
    expect(url).toBe('https://t.me/lvn_sandbox?userName=demo');
  });

  it('asks the server for the entries when the status call failed', async () => {
    const fetchEntries = vi.fn(async () => [entry('TELEGRAM', ENCRYPTED_TELEGRAM)]);
    expect(await resolveCustomerServiceUrl({ setting: { entry: manifestEntry, live: false }, userName: null, fetchEntries, fetchVipLabel: never })).toBe('https://t.me/lvn_sandbox');
    expect(fetchEntries).toHaveBeenCalledOnce();
  });

  it('falls back to the manifest’s entry when the server, asked after a failed status call, has none', async () => {
    expect(await resolveCustomerServiceUrl({ setting: { entry: manifestEntry, live: false }, userName: null, fetchEntries: async () => [] })).toBe('https://line.me/R/ti/p/@brand');
  });

  it('AICAN: a member’s VIP label becomes the category; a visitor’s link asks nothing', async () => {
    const fetchVipLabel = vi.fn(async () => 'Gold');
    const setting = live(entry('AICAN', 'https://ai.example/cs'));
    expect(await resolveCustomerServiceUrl({ setting, userName: 'demo', fetchVipLabel })).toBe('https://ai.example/cs?userName=demo&category=Gold');
    expect(await resolveCustomerServiceUrl({ setting, userName: null, fetchVipLabel })).toBe('https://ai.example/cs');
    expect(fetchVipLabel).toHaveBeenCalledOnce();
  });

  it('a path that does not decrypt is logged and used as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = `${ENCRYPTED_TELEGRAM.slice(0, -8)}WrongKey`;
    // The raw value is no https link, so nothing opens; the point is that it was tried as is.
    expect(await resolveCustomerServiceUrl({ setting: live(entry('TELEGRAM', broken)), userName: null })).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be decrypted/);
  });

  it('no entry anywhere → null (contact-us does nothing)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await resolveCustomerServiceUrl({ setting: live(null), userName: 'demo', fetchVipLabel: never })).toBeNull();
    expect(info).toHaveBeenCalledOnce();
  });
});
