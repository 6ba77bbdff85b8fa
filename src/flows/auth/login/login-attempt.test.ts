// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { attemptLogin } from './login-attempt';

const demand = (code = 'captcha.required') => new HttpError({ code, message: 'Please verify first', status: 200 });
const fields = { geetestValidateV4: '{"lot_number":"c1","pass_token":"ok"}' };

describe('attemptLogin', () => {
  it('calls once without a captcha when none is needed and none is demanded', async () => {
    const call = vi.fn().mockResolvedValue('value');
    const solve = vi.fn();
    expect(await attemptLogin(call, { needed: false, solve })).toBe('value');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith({});
    expect(solve).not.toHaveBeenCalled();
  });

  it('solves first when the flags ask for it', async () => {
    const call = vi.fn().mockResolvedValue('value');
    await attemptLogin(call, { needed: true, solve: async () => fields });
    expect(call).toHaveBeenCalledWith(fields);
  });

  it('retries once with a solved captcha when the server demands one', async () => {
    const call = vi.fn().mockRejectedValueOnce(demand()).mockResolvedValue('value');
    const solve = vi.fn().mockResolvedValue(fields);
    expect(await attemptLogin(call, { needed: false, solve })).toBe('value');
    expect(call.mock.calls).toEqual([[{}], [fields]]);
    expect(solve).toHaveBeenCalledTimes(1);
  });

  it('retries only once', async () => {
    const call = vi.fn().mockRejectedValue(demand('captcha.invalid'));
    const solve = vi.fn().mockResolvedValue(fields);
    await expect(attemptLogin(call, { needed: true, solve })).rejects.toMatchObject({ code: 'captcha.invalid' });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures', async () => {
    const call = vi.fn().mockRejectedValue(new HttpError({ code: 'login.cred.err', message: 'wrong', status: 200 }));
    await expect(attemptLogin(call, { needed: false, solve: vi.fn() })).rejects.toMatchObject({ code: 'login.cred.err' });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
