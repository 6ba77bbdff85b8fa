// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { autoLoginDecision, type AutoLoginFacts } from './auto-login-rules';

const base: AutoLoginFacts = {
  enabled: true,
  query: '',
  hasSession: false,
  storedAutoLogin: null,
  record: { type: 'username', merchant: 'LVN', hasPassword: true },
  merchantCode: 'LVN',
};

describe('autoLoginDecision', () => {
  it.each<[string, Partial<AutoLoginFacts>, ReturnType<typeof autoLoginDecision>]>([
    ['a remembered password login of this merchant', {}, { run: true }],
    ['autoLogin=1 in the address changes nothing', { query: '?autoLogin=1' }, { run: true }],
    ['a stored autoLogin other than 0', { storedAutoLogin: '1' }, { run: true }],
    ['the merchant has it off (MOBILEAUTOLOGIN3)', { enabled: false }, { run: false, reason: 'disabled' }],
    ['nothing remembered', { record: null }, { run: false, reason: 'no-record' }],
    ['a token in the address', { query: '?token=abc' }, { run: false, reason: 'token' }],
    ['tokens in the address', { query: '?tokens=abc' }, { run: false, reason: 'token' }],
    ['a session already', { hasSession: true }, { run: false, reason: 'session' }],
    ['a redirectUrl', { query: '?redirectUrl=https%3A%2F%2Fgames.example' }, { run: false, reason: 'redirectUrl' }],
    ['a backUrl', { query: '?backUrl=%2Fm%2Fgame' }, { run: false, reason: 'backUrl' }],
    ['autoLogin=0 in the address', { query: '?autoLogin=0' }, { run: false, reason: 'autoLogin-0' }],
    ['autoLogin 0 stored (token_ip_different, logout)', { storedAutoLogin: '0' }, { run: false, reason: 'autoLogin-0' }],
    ['SMS-type credentials', { record: { type: 'sms', merchant: 'LVN', hasPassword: false } }, { run: false, reason: 'sms' }],
    ['a record without password', { record: { type: 'username', merchant: 'LVN', hasPassword: false } }, { run: false, reason: 'sms' }],
    ['another merchant’s record', { record: { type: 'username', merchant: 'SSP', hasPassword: true } }, { run: false, reason: 'other-merchant' }],
  ])('%s', (_name, facts, expected) => {
    expect(autoLoginDecision({ ...base, ...facts })).toEqual(expected);
  });
});
