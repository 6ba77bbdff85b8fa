// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { missingField, readRequiredMethods, tabsFor, verificationBody } from './second-factor-methods';

const creds = { username: 'twofa', password: 'twofa123' };

describe('second-factor rules', () => {
  it('opens for the payee name alone too (a decision: docs/decisions.md, "The second factor opens for the payee name alone")', () => {
    expect(readRequiredMethods({ payeeName: true, email: false, ga: false, sms: false })).toEqual({ payeeName: true, sms: false, ga: false, email: false });
    expect(tabsFor(readRequiredMethods({ payeeName: true }))).toEqual(['payeeName']);
    expect(readRequiredMethods({ payeeName: false, email: false, ga: false, sms: false })).toBeNull();
  });

  it('one tab per required method, in the order payeeName, sms, ga, email', () => {
    expect(tabsFor({ email: true, ga: true, sms: true, payeeName: true })).toEqual(['payeeName', 'sms', 'ga', 'email']);
    expect(tabsFor({ email: true, sms: true, ga: false, payeeName: false })).toEqual(['sms', 'email']);
    expect(tabsFor({ email: true })).toEqual(['email']);
    expect(tabsFor(null)).toEqual([]);
  });

  it('reads the server value; no known method means no modal', () => {
    expect(readRequiredMethods({ email: true, sms: 'yes', ga: false })).toEqual({ payeeName: false, sms: false, ga: false, email: true });
    expect(readRequiredMethods({ email: false, sms: false })).toBeNull();
    expect(readRequiredMethods(null)).toBeNull();
  });

  it('finds the first empty field after trimming', () => {
    expect(missingField('sms', { mobileNum: '  ', verificationCode: '123456' })).toBe('mobileNum');
    expect(missingField('sms', { mobileNum: '912345670', verificationCode: ' ' })).toBe('verificationCode');
    expect(missingField('sms', { mobileNum: '912345670', verificationCode: '123456' })).toBeNull();
    expect(missingField('email', {})).toBe('email');
    expect(missingField('ga', { authCode: '135790' })).toBeNull();
    expect(missingField('payeeName', { payeeName: ' \t' })).toBe('payeeName');
  });

  it('builds the request with the method letter and trimmed values of that method only', () => {
    expect(verificationBody('email', { email: ' 246810 ', authCode: 'stale' }, creds)).toEqual({ ...creds, method: 'E', email: '246810' });
    expect(verificationBody('payeeName', { payeeName: ' DEMO PLAYER ' }, creds)).toEqual({ ...creds, method: 'P', payeeName: 'DEMO PLAYER' });
    expect(verificationBody('ga', { authCode: '135790' }, creds)).toEqual({ ...creds, method: 'G', authCode: '135790' });
    expect(verificationBody('sms', { mobileNum: ' 912 345-670 ', verificationCode: '123456 ' }, { ...creds, countryDialingCode: '+84' }))
      .toEqual({ ...creds, method: 'S', mobileNum: '912345670', verificationCode: '123456', countryDialingCode: '+84' });
  });
});
