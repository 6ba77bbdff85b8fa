import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberLogin, setKeyStore } from '@/lib/remember/remember-store';
import { newRememberKey } from '@/lib/remember/remember-key-store';
import type { Site } from '@/runtime/site';
import { session } from '@/state/session';
import { autoLogin } from './auto-login';

/**
 * A remembered password reaches the login form only once auto login has decided to run (and then
 * it is submitted at once); otherwise the form gets the username alone and the password is not
 * even decrypted.
 */
const submitLogin = vi.hoisted(() => vi.fn());
vi.mock('./login-submit', () => ({
  loginSettings: () => ({ autoLogin: true, merchantCode: 'LVN' }),
  submitLogin,
}));

const env = { site: {} as Site, search: '', show: () => undefined };
const guard = <T,>(task: () => Promise<T>) => task();

beforeEach(async () => {
  localStorage.clear();
  session.info = null;
  submitLogin.mockReset().mockResolvedValue(null);
  let key: CryptoKey | null = await newRememberKey();
  setKeyStore({ get: async () => key, put: async (k) => (key = k), clear: async () => void (key = null) });
  await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234', merchant: 'LVN' });
});

describe('autoLogin', () => {
  it('after an explicit logout (autoLogin 0) fills the username only, never the password', async () => {
    localStorage.setItem('autoLogin', '0');
    const fill = vi.fn();
    await autoLogin(env, guard, fill);
    expect(fill).toHaveBeenCalledOnce();
    expect(fill.mock.calls[0]![0]).toEqual({ type: 'username', username: 'demo' });
    expect(submitLogin).not.toHaveBeenCalled();
  });

  it('when it runs, fills the form in and logs in with the remembered password', async () => {
    const fill = vi.fn();
    await autoLogin(env, guard, fill);
    expect(fill).toHaveBeenCalledWith(expect.objectContaining({ type: 'username', username: 'demo', password: 'demo1234' }));
    expect(submitLogin).toHaveBeenCalledWith({ type: 'username', username: 'demo', password: 'demo1234' }, expect.objectContaining({ remember: true }));
  });

  it('once the player has typed into the form, fills nothing and sends nothing', async () => {
    const fill = vi.fn();
    expect(await autoLogin(env, guard, fill, () => true)).toBeUndefined();
    localStorage.setItem('autoLogin', '0');
    expect(await autoLogin(env, guard, fill, () => true)).toBeUndefined();
    expect(fill).not.toHaveBeenCalled();
    expect(submitLogin).not.toHaveBeenCalled();
  });
});
