import { describe, expect, it } from 'vitest';
import { overrideAllowed, resolveMerchant } from './resolve-merchant';

const dir = [
  { id: 'luckyvn', merchantCode: 'LVN', domains: ['m.luckyvn.example', 'luckyvn.localhost'] },
  { id: 'siamspin', merchantCode: 'SSP', domains: ['m.siamspin.example', 'siamspin.localhost'] },
];

describe('resolveMerchant', () => {
  it('finds the merchant by host, case- and trailing-dot-insensitive', () => {
    expect(resolveMerchant(dir, 'M.SiamSpin.example.', '', false, 'luckyvn').id).toBe('siamspin');
    expect(resolveMerchant(dir, 'siamspin.localhost', '', false, 'luckyvn').id).toBe('siamspin');
  });

  it('gives localhost and unknown hosts the default merchant', () => {
    expect(resolveMerchant(dir, 'localhost', '', false, 'luckyvn').id).toBe('luckyvn');
    expect(resolveMerchant(dir, 'evil.example', '', false, 'luckyvn').id).toBe('luckyvn');
  });

  it('honours ?merchant= only where the override is allowed', () => {
    expect(resolveMerchant(dir, 'localhost', '?merchant=siamspin', true, 'luckyvn').id).toBe('siamspin');
    expect(resolveMerchant(dir, 'localhost', '?merchant=siamspin', false, 'luckyvn').id).toBe('luckyvn');
    expect(resolveMerchant(dir, 'localhost', '?merchant=nope', true, 'luckyvn').id).toBe('luckyvn');
  });

  it('fails loudly when the default is missing', () => {
    expect(() => resolveMerchant(dir, 'localhost', '', false, 'gone')).toThrow(/default merchant "gone"/);
  });

  it('allows the override in dev or when the sandbox marks the page', () => {
    document.head.innerHTML = '';
    expect(overrideAllowed(document, false)).toBe(false);
    expect(overrideAllowed(document, true)).toBe(true);
    document.head.innerHTML = '<meta name="m-sandbox" content="1">';
    expect(overrideAllowed(document, false)).toBe(true);
  });
});
