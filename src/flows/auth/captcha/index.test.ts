// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FeatureSet } from '@/runtime/steps/resolve-features';
import { captchaNeeded } from './index';

const flags = (login: boolean, sms: boolean, register = login): FeatureSet['captcha'] => ({ login, register, sms, id: 'x', version: 'v4', testMode: false });

describe('captchaNeeded (checked only when the matching flag is on)', () => {
  it('login follows GEETEST3 (features.captcha.login), register features.captcha.register, SMS GEETESTVCODE3', () => {
    expect(['login', 'register', 'sms'].map((p) => captchaNeeded(p as 'login', flags(true, false)))).toEqual([true, true, false]);
    expect(['login', 'register', 'sms'].map((p) => captchaNeeded(p as 'login', flags(false, true)))).toEqual([false, false, true]);
    expect(['login', 'register', 'sms'].map((p) => captchaNeeded(p as 'login', flags(true, false, false)))).toEqual([true, false, false]);
  });
});
