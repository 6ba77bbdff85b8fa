// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCaptcha, issueChallenge } from './geetest';
import { createMerchantState } from './merchant-state';
import { readMerchant } from './merchants';

const merchant = readMerchant({ id: 'g', merchantCode: 'G', flags: { GEETEST3: true, GEETESTVCODE3: true } }, 'g.json');

describe('the sandbox geetest verifier', () => {
  it('accepts a v3 seccode or a v4 validate of an issued challenge, once', () => {
    const state = createMerchantState(merchant, []);
    const a = issueChallenge(state).challenge;
    expect(checkCaptcha(state, 'login', { geetestChallenge: a, geetestSeccode: `${a}|jordan` })).toBe('ok');
    expect(checkCaptcha(state, 'login', { geetestChallenge: a, geetestSeccode: `${a}|jordan` })).toBe('invalid');
    const b = issueChallenge(state).challenge;
    const v4 = JSON.stringify({ lot_number: b, pass_token: 'ok', captcha_output: 'x', gen_time: '1' });
    expect(checkCaptcha(state, 'register', { geetestValidateV4: v4 })).toBe('ok');
  });

  it('refuses missing, unknown and wrong answers', () => {
    const state = createMerchantState(merchant, []);
    const c = issueChallenge(state).challenge;
    expect(checkCaptcha(state, 'login', {})).toBe('missing');
    expect(checkCaptcha(state, 'login', { geetestSeccode: 'nope|jordan' })).toBe('invalid');
    expect(checkCaptcha(state, 'login', { geetestSeccode: `${c}|smith` })).toBe('invalid');
    expect(checkCaptcha(state, 'login', { geetestValidateV4: JSON.stringify({ lot_number: c, pass_token: 'no' }) })).toBe('invalid');
    expect(checkCaptcha(state, 'sms', { geetestSeccode: `${c}|jordan` })).toBe('missing'); // SMS needs v4
  });

  it('is not required when the flags are off, or GEETESTTEST3 is on outside test mode', () => {
    const off = createMerchantState(merchant, [], { flags: { GEETEST3: false, GEETESTVCODE3: false } });
    expect(checkCaptcha(off, 'login', {})).toBe('not-required');
    expect(checkCaptcha(off, 'sms', {})).toBe('not-required');
    const testOnly = createMerchantState(merchant, [], { flags: { GEETESTTEST3: true } });
    expect(checkCaptcha(testOnly, 'register', {})).toBe('not-required');
    testOnly.scenario.test = true;
    expect(checkCaptcha(testOnly, 'register', {})).toBe('missing');
  });
});
