import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay, formatNumber, numberFormat, useLocaleTag } from './format-amount';

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

describe('numberFormat', () => {
  it('keeps one formatter per locale and options', () => {
    expect(numberFormat('vi', { maximumFractionDigits: 0 })).toBe(numberFormat('vi', { maximumFractionDigits: 0 }));
    expect(numberFormat('vi')).not.toBe(numberFormat('en'));
    expect(numberFormat('vi')).not.toBe(numberFormat('vi', { maximumFractionDigits: 0 }));
  });

  it('formats counts in the locale', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'vi')).toBe('12.345');
  });
});

describe('formatDay', () => {
  it('writes the date in the locale', () => {
    const day = Date.UTC(2026, 10, 25, 12);
    expect(formatDay(day, 'en-GB')).toBe('25 Nov 2026');
    expect(formatDay(day, 'vi-VN')).toMatch(/25.*11.*2026|25 thg 11, 2026/);
  });
});

describe('useLocaleTag', () => {
  // i18next holds the BCP 47 tag of the player's language (lib/i18n gives it toBcp47(code)).
  const tagIn = async (lng: string) => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng, resources: {}, initAsync: false });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    return renderHook(() => useLocaleTag(), { wrapper }).result.current;
  };
  it('is the player’s language, so amounts and dates follow it', async () => {
    expect(await tagIn('vi')).toBe('vi');
    expect(await tagIn('th')).toBe('th');
    expect(await tagIn('pt-PT')).toBe('pt-PT');
    expect(await tagIn('zh-Hans')).toBe('zh-Hans');
    expect(await tagIn('fil')).toBe('fil');
  });
  it('takes a product code too, and falls back to English for anything else', async () => {
    expect(await tagIn('VI')).toBe('vi');
    expect(await tagIn('xx-unknown-tag')).toBe('en');
  });
});
