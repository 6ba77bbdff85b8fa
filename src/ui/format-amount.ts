import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { api } from '@/lib/http';
import { normalizeLanguage, toBcp47 } from '@/lib/i18n/languages';
import { systemCountry } from '@/lib/wire/calls/system-country';

/** What the merchant's country settings say about money (GET /wps/system/country). */
export interface Currency {
  /** ISO 4217 code, when the server gives one. */
  code?: string;
  /** The symbol the operator shows (₫, ฿, Rs). Wins over the code's own symbol. */
  symbol?: string;
}

/**
 * One Intl.NumberFormat per locale and options, kept: a page's first NumberFormat builds ICU's
 * number data (160-200 ms at 4× CPU, measured in Chromium), and every `new Intl.NumberFormat` or
 * `toLocaleString(locale)` builds a formatter again.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** A count in the player's locale (its digits and grouping): formatNumber(12345, 'en') → "12,345". */
export const formatNumber = (n: number, locale: string): string => numberFormat(locale).format(n);

/**
 * An amount in the player's locale (digit grouping, decimal mark) with the merchant's currency
 * symbol. Whole amounts show no decimals; others two. Without a currency the bare number shows.
 *
 *   formatAmount(1234.5, 'vi-VN', { code: 'VND', symbol: '₫' })  →  "1.234,50 ₫"
 */
export function formatAmount(amount: number, locale: string, currency: Currency = {}): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: fraction, maximumFractionDigits: fraction };
  if (currency.code && /^[A-Z]{3}$/.test(currency.code)) {
    const parts = numberFormat(locale, { ...options, style: 'currency', currency: currency.code, currencyDisplay: 'narrowSymbol' }).formatToParts(amount);
    return parts.map((p) => (p.type === 'currency' && currency.symbol ? currency.symbol : p.value)).join('').trim();
  }
  const number = numberFormat(locale, options).format(amount);
  return currency.symbol ? `${currency.symbol} ${number}` : number;
}

/** A date (and, with `time`, the hour) in the player's locale: "25 Nov 2026", "25/11/2026 14:30". */
export function formatDay(epochMs: number, locale: string, time = false): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', ...(time ? { hour: '2-digit', minute: '2-digit' } : {}) }).format(epochMs);
}

/**
 * The BCP 47 tag of the player's language, for Intl: i18next holds the tag itself (`vi`, `pt-PT`,
 * `zh-Hans`: lib/i18n gives it toBcp47 of the product code); a product code (`VI`) is read too.
 * English when it names no language of the product.
 */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  const lang = normalizeLanguage(i18n.language);
  return lang ? toBcp47(lang) : 'en';
}

let currencyOnce: Promise<Currency> | null = null;

/**
 * Formatters for amounts and dates in the player's locale and the merchant's currency. The country
 * call is cached for the page; until it answers (or if it fails) amounts show without a symbol.
 *
 *   const { amount, day } = useAmountFormat(merchantCode);   amount(50000) → "50.000 ₫"
 */
export function useAmountFormat(merchantCode: string): { amount: (n: number) => string; day: (epochMs: number, time?: boolean) => string } {
  const locale = useLocaleTag();
  const [currency, setCurrency] = useState<Currency>({});
  useEffect(() => {
    let live = true;
    currencyOnce ??= api
      .call(systemCountry, { params: { _: merchantCode }, cache: true })
      .then((info) => ({ code: info.currency, symbol: info.currencySymbol }))
      .catch(() => {
        currencyOnce = null;
        return {};
      });
    void currencyOnce.then((c) => live && setCurrency(c));
    return () => {
      live = false;
    };
  }, [merchantCode]);
  return { amount: (n) => formatAmount(n, locale, currency), day: (ms, time) => formatDay(ms, locale, time) };
}
