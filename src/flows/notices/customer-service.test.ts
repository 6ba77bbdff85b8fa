// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceSetting } from '@/runtime/steps/live-settings';
import { customerServiceLink, type CsEntry } from './customer-service';
import { ALLOWED_ORIGIN, FOLLOWED, NAVIGATION_ATTACKS } from '@/policy/testing/navigation-attacks';
import { entriesFor, placeOf } from './cs-placement';
import { resolveCustomerServiceLinks, resolveCustomerServiceUrl } from './resolve-customer-service';

// Made by the sandbox's encoder (sandbox/des.ts): 'https://t.me/lvn_sandbox' with key 'Ab3dE6gH'.
const ENCRYPTED_TELEGRAM = 'YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH';
const entry = (csType: string, path: string): CsEntry => ({ csType, csPosition: 'FOOTER', title: csType, path });
const manifestEntry = entry('LINE', 'https://line.me/R/ti/p/@brand');
/** The runtime's setting: what the status sent (live) or the manifest's entry (not live: the server is asked). */
const live = (e: CsEntry | null): CustomerServiceSetting => ({ entry: e, entries: e ? [e] : [], live: true });
/** The manifest's customerService.origins in these tests. */
const allowList = ['https://t.me', 'https://line.me', 'https://ai.example', 'https://cs.example', 'http://cs.localhost'];

afterEach(() => vi.restoreAllMocks());

describe('customerServiceLink (userName for a member, category for AICAN)', () => {
  it('adds the logged-in userName; AICAN also adds the VIP label as category', () => {
    expect(customerServiceLink('https://cs.example/chat?lang=vi', { csType: 'AICAN', userName: 'demo', vipLabel: 'VIP 1' }, allowList).url)
      .toBe('https://cs.example/chat?lang=vi&userName=demo&category=VIP+1');
    expect(customerServiceLink('https://cs.example/chat', { csType: 'LIVECHAT', userName: 'demo', vipLabel: 'VIP 1' }, allowList).url).toBe('https://cs.example/chat?userName=demo');
    expect(customerServiceLink('https://cs.example/chat', { csType: 'aican', userName: null, vipLabel: null }, allowList).url).toBe('https://cs.example/chat');
    // http only on a loopback host the list names (the sandbox's stand-ins), any port.
    expect(customerServiceLink('http://cs.localhost:4173/c', { csType: 'LIVECHAT', userName: null, vipLabel: null }, allowList).url).toBe('http://cs.localhost:4173/c');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url', '//cs.example/chat', 'YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH'])(
    'opens only http(s) links: %s → not_link',
    (url) => expect(customerServiceLink(url, { csType: 'LIVECHAT', userName: 'demo', vipLabel: null }, allowList)).toEqual({ url: null, refused: 'not_link' }),
  );

  it.each(['https://evil.example/chat', 'https://cs.example.evil/chat', 'https://cs.example:8443/chat', 'http://cs.example/chat', 'https://user@cs.example/chat', 'https://t.me.evil/x'])(
    'opens only origins the manifest allows: %s → origin',
    (url) => expect(customerServiceLink(url, { csType: 'LIVECHAT', userName: 'demo', vipLabel: null }, allowList)).toEqual({ url: null, refused: 'origin' }),
  );

  it('an empty allow-list opens nothing', () => {
    expect(customerServiceLink('https://cs.example/chat', { csType: 'LIVECHAT', userName: null, vipLabel: null }, []).refused).toBe('origin');
  });
});

describe('resolveCustomerServiceUrl', () => {
  const never = vi.fn(async (): Promise<never> => {
    throw new Error('must not be called');
  });

  it('decrypts the status entry path and adds the player', async () => {
    const url = await resolveCustomerServiceUrl({
      allowList, setting: live(entry('TELEGRAM', ENCRYPTED_TELEGRAM)), userName: 'demo', fetchEntries: never, fetchVipLabel: never,
    });
    expect(url).toBe('https://t.me/lvn_sandbox?userName=demo');
  });

  it('asks the server for the entries when the status call failed', async () => {
    const fetchEntries = vi.fn(async () => [entry('TELEGRAM', ENCRYPTED_TELEGRAM)]);
    expect(await resolveCustomerServiceUrl({ allowList, setting: { entry: manifestEntry, entries: [manifestEntry], live: false }, userName: null, fetchEntries, fetchVipLabel: never })).toBe('https://t.me/lvn_sandbox');
    expect(fetchEntries).toHaveBeenCalledOnce();
  });

  it('falls back to the manifest’s entry when the server, asked after a failed status call, has none', async () => {
    expect(await resolveCustomerServiceUrl({ allowList, setting: { entry: manifestEntry, entries: [manifestEntry], live: false }, userName: null, fetchEntries: async () => [] })).toBe('https://line.me/R/ti/p/@brand');
  });

  it('AICAN: a member’s VIP label becomes the category; a visitor’s link asks nothing', async () => {
    const fetchVipLabel = vi.fn(async () => 'Gold');
    const setting = live(entry('AICAN', 'https://ai.example/cs'));
    expect(await resolveCustomerServiceUrl({ allowList, setting, userName: 'demo', fetchVipLabel })).toBe('https://ai.example/cs?userName=demo&category=Gold');
    expect(await resolveCustomerServiceUrl({ allowList, setting, userName: null, fetchVipLabel })).toBe('https://ai.example/cs');
    expect(fetchVipLabel).toHaveBeenCalledOnce();
  });

  it('a path that does not decrypt is logged and used as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = `${ENCRYPTED_TELEGRAM.slice(0, -8)}WrongKey`;
    // The raw value is no https link, so nothing opens; the point is that it was tried as is.
    expect(await resolveCustomerServiceUrl({ allowList, setting: live(entry('TELEGRAM', broken)), userName: null })).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be decrypted/);
  });

  it('no entry anywhere → null (contact-us does nothing)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await resolveCustomerServiceUrl({ allowList, setting: live(null), userName: 'demo', fetchVipLabel: never })).toBeNull();
    expect(info).toHaveBeenCalledOnce();
  });
});

describe('customer-service placement (csPosition)', () => {
  const at = (csPosition: string, title = csPosition) => ({ csPosition, title });

  it('maps positions to places, ignoring case and spaces; anything else is placed nowhere', () => {
    expect(placeOf('MEMBER')).toBe('memberCentre');
    expect(placeOf(' menu ')).toBe('memberCentre');
    expect(placeOf('login')).toBe('login');
    expect(placeOf('FOOTER')).toBe('footer');
    for (const other of ['DEFAULT', '', 'HEADER', 'MEMBERS']) expect(placeOf(other)).toBeNull();
  });

  it('each place lists its own entries in order; an untitled entry shows nowhere; no entry → an empty list', () => {
    const entries = [at('FOOTER', 'Live chat'), at('MEMBER', 'LINE'), at('LOGIN', 'AI'), at('MENU', 'Telegram'), at('MEMBER', ' '), at('DEFAULT', 'Default')];
    expect(entriesFor(entries, 'memberCentre').map((e) => e.title)).toEqual(['LINE', 'Telegram']);
    expect(entriesFor(entries, 'login').map((e) => e.title)).toEqual(['AI']);
    expect(entriesFor(entries, 'footer').map((e) => e.title)).toEqual(['Live chat']);
    expect(entriesFor([at('DEFAULT', 'x')], 'login')).toEqual([]);
  });
});

describe('resolveCustomerServiceLinks', () => {
  it('links every entry; one on an origin the manifest does not allow is refused, the others still open', async () => {
    const setting: CustomerServiceSetting = { entry: null, entries: [entry('TELEGRAM', ENCRYPTED_TELEGRAM), entry('LIVECHAT', 'https://evil.example/chat'), entry('AICAN', 'https://ai.example/cs')], live: true };
    const fetchVipLabel = vi.fn(async () => 'Gold');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const links = await resolveCustomerServiceLinks({ setting, userName: 'demo', allowList, fetchVipLabel });
    expect(links.map((l) => [l.entry.csType, l.url, l.refused])).toEqual([
      ['TELEGRAM', 'https://t.me/lvn_sandbox?userName=demo', undefined],
      ['LIVECHAT', null, 'origin'],
      ['AICAN', 'https://ai.example/cs?userName=demo&category=Gold', undefined],
    ]);
    expect(fetchVipLabel).toHaveBeenCalledOnce();
  });

  it('takes the server’s own list when the status call failed', async () => {
    const setting: CustomerServiceSetting = { entry: manifestEntry, entries: [manifestEntry], live: false };
    const links = await resolveCustomerServiceLinks({ setting, userName: null, allowList, fetchEntries: async () => [entry('TELEGRAM', ENCRYPTED_TELEGRAM)] });
    expect(links.map((l) => l.url)).toEqual(['https://t.me/lvn_sandbox']);
  });
});

describe('customer-service links: the attack strings', () => {
  const who = { csType: 'LIVECHAT', userName: null, vipLabel: null };
  it('opens a link on customerService.origins', () => expect(customerServiceLink(FOLLOWED, who, [ALLOWED_ORIGIN]).url).toBe(FOLLOWED));
  it.each(NAVIGATION_ATTACKS)('refuses %s', (_name, raw) => expect(customerServiceLink(raw, who, [ALLOWED_ORIGIN]).url).toBeNull());
});
