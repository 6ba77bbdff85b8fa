// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depositWithVoucher } from './voucher-deposit';

const lists = { redirectAllowList: ['https://pay.luckyvn.example'] };

describe('depositWithVoucher', () => {
  it('goes to an allowed cashier with the voucher and the token', () => {
    const went: string[] = [];
    expect(depositWithVoucher('https://pay.luckyvn.example/deposit', 'V-FIRST', lists, 'tok', (u) => went.push(u))).toEqual({
      followed: true, url: 'https://pay.luckyvn.example/deposit?voucherId=V-FIRST&token=tok',
    });
    expect(went).toEqual(['https://pay.luckyvn.example/deposit?voucherId=V-FIRST&token=tok']);
  });

  it('refuses a cashier off the list, and no cashier at all, going nowhere and sending no token', () => {
    const went: string[] = [];
    expect(depositWithVoucher('https://pay.luckyvn.example.evil/deposit', 'V-FIRST', lists, 'tok', (u) => went.push(u))).toEqual({ followed: false, reason: 'refused' });
    expect(depositWithVoucher(null, 'V-FIRST', lists, 'tok', (u) => went.push(u))).toEqual({ followed: false, reason: 'refused' });
    expect(depositWithVoucher('https://pay.luckyvn.example/deposit', 'V-FIRST', { redirectAllowList: [] }, 'tok', (u) => went.push(u))).toEqual({ followed: false, reason: 'refused' });
    expect(went).toEqual([]);
  });
});
