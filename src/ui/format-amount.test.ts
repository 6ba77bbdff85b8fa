import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay } from './format-amount';

describe('formatAmount', () => {
  it('groups digits the locale’s way and puts the operator’s symbol where the locale puts currency', () => {
    expect(formatAmount(1234567, 'vi-VN', { code: 'VND', symbol: '₫' })).toBe('1.234.567\u00a0₫');
    expect(formatAmount(1234567, 'en-US', { code: 'USD', symbol: 'US$' })).toBe('US$1,234,567');
  });
  it('shows two decimals only for amounts that have them', () => {
    expect(formatAmount(12.5, 'th-TH', { code: 'THB', symbol: '฿' })).toBe('฿12.50');
    expect(formatAmount(12, 'th-TH', { code: 'THB', symbol: '฿' })).toBe('฿12');
  });
  it('uses the code’s own symbol when the server gives no symbol, and the bare number with neither', () => {
    expect(formatAmount(100, 'en-GB', { code: 'GBP' })).toBe('£100');
    expect(formatAmount(1000, 'en-US')).toBe('1,000');
    expect(formatAmount(1000, 'en-US', { symbol: 'Rs' })).toBe('Rs 1,000');
  });
});

describe('formatDay', () => {
  it('writes the date in the locale', () => {
    const day = Date.UTC(2026, 10, 25, 12);
    expect(formatDay(day, 'en-GB')).toBe('25 Nov 2026');
    expect(formatDay(day, 'vi-VN')).toMatch(/25.*11.*2026|25 thg 11, 2026/);
  });
});
