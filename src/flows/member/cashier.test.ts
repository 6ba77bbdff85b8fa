// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { cashierKinds, openCashier } from './cashier';

const manifest = {
  redirectAllowList: ['https://pay.good.example'],
  cashier: { deposit: 'https://pay.good.example/deposit?m=1', withdraw: 'https://evil.example/withdraw' },
  theme: { headerColor: '#a50d25' },
  displayName: 'Lucky',
} as Parameters<typeof openCashier>[1];

describe('the cashier entries', () => {
  it('offers only the kinds configured on an allow-listed origin', () => {
    expect(cashierKinds(manifest)).toEqual(['deposit']);
    expect(cashierKinds({ ...manifest, cashier: undefined })).toEqual([]);
  });

  it('opens an allow-listed cashier by the redirect rule, with the token', () => {
    const go = vi.fn();
    const outcome = openCashier('deposit', manifest, { token: 'tok', language: 'vi' }, go);
    expect(outcome.followed).toBe(true);
    const url = new URL(go.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://pay.good.example/deposit');
    expect(Object.fromEntries(url.searchParams)).toEqual({ m: '1', token: 'tok', language: 'VI', headerColor: '#a50d25', b2c: '1', title: 'Lucky' });
  });

  it('refuses an origin off the list: nothing opens, the token goes nowhere', () => {
    const go = vi.fn();
    expect(openCashier('withdraw', manifest, { token: 'tok', language: 'zh-CN' }, go)).toEqual({ followed: false, reason: 'refused' });
    expect(go).not.toHaveBeenCalled();
  });
});
