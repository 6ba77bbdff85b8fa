import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newRememberKey } from './remember-key-store';
import { forgetRemembered, forgetRememberedFor, readRemembered, rememberLogin, rememberSupported, setKeyStore, storedRecord } from './remember-store';
import { memoryKeyStore } from './testing/memory-key-store';

const PASSWORD = 'demo1234';
const forms = (text: string) => [text, btoa(text), Buffer.from(text).toString('hex'), Buffer.from(text).toString('base64url')];

let keys: ReturnType<typeof memoryKeyStore>;
beforeEach(() => {
  keys = memoryKeyStore();
  setKeyStore(keys);
});
afterEach(() => localStorage.clear());

describe('remembered login', () => {
  it('round-trips a password login with a real WebCrypto AES-GCM key', async () => {
    expect(await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD })).toBe(true);
    expect(await readRemembered()).toEqual({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
  });

  it('keeps no form of the password in storage, and a key whose bytes cannot be read', async () => {
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
    const stored = localStorage.getItem('remember-login') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ type: 'username', username: 'demo', merchant: 'LVN' });
    for (const form of forms(PASSWORD)) expect(stored).not.toContain(form);
    expect(keys.key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', keys.key!)).rejects.toThrow();
  });

  it('encrypts with a fresh IV each time', async () => {
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
    const first = localStorage.getItem('remember-login');
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
    expect(localStorage.getItem('remember-login')).not.toBe(first);
  });

  it('stores no password for an SMS-type login', async () => {
    await rememberLogin({ type: 'sms', username: '912345678', merchant: 'LVN', password: 'ignored' });
    expect(JSON.parse(localStorage.getItem('remember-login')!)).toEqual({ type: 'sms', username: '912345678', merchant: 'LVN' });
    expect(storedRecord()).toEqual({ type: 'sms', username: '912345678', merchant: 'LVN', hasPassword: false });
    expect(await readRemembered()).toEqual({ type: 'sms', username: '912345678', merchant: 'LVN' });
  });

  it('drops a record moved to another user (the username is associated data)', async () => {
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
    const record = JSON.parse(localStorage.getItem('remember-login')!);
    localStorage.setItem('remember-login', JSON.stringify({ ...record, username: 'admin' }));
    expect(await readRemembered()).toBeNull();
    expect(localStorage.getItem('remember-login')).toBeNull();
  });

  it('drops a record whose key is gone (site data cleared)', async () => {
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
    keys.key = await newRememberKey();
    expect(await readRemembered()).toBeNull();
    expect(storedRecord()).toBeNull();
  });

  it('forgets record and key', async () => {
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
    await forgetRemembered();
    expect(localStorage.getItem('remember-login')).toBeNull();
    expect(keys.key).toBeNull();
  });

  it("a password reset forgets that account's record, of either type and in any case, and keeps another's", async () => {
    await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD });
    expect(await forgetRememberedFor('member1', 'LVN')).toBe(false);
    expect(await forgetRememberedFor('demo', 'GCR')).toBe(false);
    expect(await readRemembered()).toMatchObject({ username: 'demo', password: PASSWORD });
    expect(await forgetRememberedFor(' Demo ', 'LVN')).toBe(true);
    expect(localStorage.getItem('remember-login')).toBeNull();
    expect(keys.key).toBeNull();
    await rememberLogin({ type: 'sms', username: 'demo', merchant: 'LVN' });
    expect(await forgetRememberedFor('demo', 'LVN')).toBe(true);
    expect(storedRecord()).toBeNull();
  });

  it('stores nothing and says so when the key store fails (IndexedDB blocked)', async () => {
    vi.stubGlobal('indexedDB', {}); // present, but opening it fails (as in some private modes)
    expect(await rememberSupported()).toBe(true);
    setKeyStore({ get: () => Promise.reject(new Error('blocked')), put: () => Promise.reject(new Error('blocked')), clear: async () => undefined });
    expect(await rememberSupported()).toBe(false);
    expect(await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD })).toBe(false);
    expect(localStorage.getItem('remember-login')).toBeNull();
  });

  it('stores nothing when local storage refuses writes (private mode, quota)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.stubGlobal('indexedDB', {});
    expect(await rememberSupported()).toBe(false);
    expect(await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: PASSWORD })).toBe(false);
  });

  it('ignores a malformed record', () => {
    localStorage.setItem('remember-login', '{"type":"other","username":1}');
    expect(storedRecord()).toBeNull();
  });
});
