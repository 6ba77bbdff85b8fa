// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventId, EVENT_ID_LIMIT, firstDepositStep, trackEvent, trackingCurrency } from './tracking-events';

describe('trackingCurrency', () => {
  it.each([
    ['TLB', 'PHP'],
    ['tlb', 'PHP'],
    ['THB', 'THB'],
    ['VND', 'VND'],
    ['USDT', 'USD'],
    ['VND1000', 'VND'],
    [' php ', 'PHP'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (code, expected) => {
    expect(trackingCurrency(code)).toBe(expected);
  });
});

describe('eventId', () => {
  it('is an integer below 99999999, at both ends of the random range', () => {
    expect(eventId(() => 0)).toBe(0);
    expect(eventId(() => 0.999999999999)).toBe(EVENT_ID_LIMIT - 1);
    for (let i = 0; i < 200; i++) {
      const id = eventId();
      expect(Number.isInteger(id) && id >= 0 && id < 99_999_999).toBe(true);
    }
  });
});

describe('trackEvent', () => {
  it('a first deposit carries content id 99, revenue and amount, and the mapped currency', () => {
    expect(trackEvent({ kind: 'firstDeposit', customerId: '17', customerName: 'demo', amount: 500 }, 'TLB', () => 0.5)).toEqual({
      eventName: 'FirstDeposit',
      eventValue: { eventId: 49_999_999, contentId: '99' },
      customerId: '17',
      customerName: 'demo',
      revenue: 500,
      amount: 500,
      currency: 'PHP',
    });
  });

  it('a registration has no content id, zero money; a visitor event has no customer', () => {
    expect(trackEvent({ kind: 'register', customerId: 5, customerName: 'newbie' }, 'VND', () => 0)).toEqual({
      eventName: 'CompleteRegistration', eventValue: { eventId: 0 }, customerId: 5, customerName: 'newbie', revenue: 0, amount: 0, currency: 'VND',
    });
    const download = trackEvent({ kind: 'appDownload', amount: Number.NaN }, undefined, () => 0);
    expect(download).toEqual({ eventName: 'AppDownload', eventValue: { eventId: 0 }, revenue: 0, amount: 0, currency: '' });
    expect(trackEvent({ kind: 'login', customerId: '' }, 'THB').eventName).toBe('Login');
    expect(trackEvent({ kind: 'login', customerId: '' }, 'THB')).not.toHaveProperty('customerId');
  });
});

describe('firstDepositStep', () => {
  const none = { firstDeposit: 'N' as const, totalDepositSuccessCount: 0 };
  const one = { firstDeposit: 'Y' as const, totalDepositSuccessCount: 1 };
  it('reports only a deposit this device saw the member without', () => {
    expect(firstDepositStep(undefined, none)).toEqual({ record: 'N', report: false });
    expect(firstDepositStep('N', none)).toEqual({ record: 'N', report: false });
    expect(firstDepositStep('N', one)).toEqual({ record: 'reported', report: true });
    expect(firstDepositStep('N', { firstDeposit: 'N', totalDepositSuccessCount: 2 })).toEqual({ record: 'reported', report: true });
  });
  it('never twice, and not for a member who had deposited before this device knew them', () => {
    expect(firstDepositStep('reported', one)).toEqual({ record: 'reported', report: false });
    expect(firstDepositStep(undefined, one)).toEqual({ record: undefined, report: false });
  });
});
