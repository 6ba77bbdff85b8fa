import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRemembered, rememberLogin, setKeyStore } from '@/lib/remember/remember-store';
import { changePassword } from './change-password-submit';
import { memoryKeyStore } from '@/lib/remember/testing/memory-key-store';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http', () => ({ api: { call } }));

let keys: ReturnType<typeof memoryKeyStore>;
beforeEach(async () => {
  keys = memoryKeyStore();
  setKeyStore(keys);
  call.mockReset();
  expect(await rememberLogin({ type: 'username', username: 'demo', merchant: 'LVN', password: 'old-pass-1' })).toBe(true);
});
afterEach(() => localStorage.clear());

describe('changePassword (the remembered login holds the old password)', () => {
  it('a changed password wipes the remembered login and its key', async () => {
    call.mockResolvedValue({});
    await changePassword('old-pass-1', 'new-pass-2');
    expect(call).toHaveBeenCalledOnce();
    expect(localStorage.getItem('remember-login')).toBeNull();
    expect(keys.key).toBeNull();
    expect(await readRemembered()).toBeNull();
  });

  it('a refused change keeps it (the old password still works)', async () => {
    call.mockRejectedValue(new Error('password.old.err'));
    await expect(changePassword('wrong', 'new-pass-2')).rejects.toThrow('password.old.err');
    expect(await readRemembered()).toMatchObject({ username: 'demo', password: 'old-pass-1' });
  });
});
