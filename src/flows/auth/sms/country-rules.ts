import type { Country, CountryInfo } from '@/lib/wire';
import type { FeatureSet } from '@/runtime/steps/resolve-features';

/**
 * GET /wps/system/country: the merchant's home country and every country
 * a player may pick. The shapes are the contract's (lib/wire).
 */
export type { Country, CountryInfo };

export interface CountryPickerRule {
  /** The picker button shows (else the default dialing code is used, silently). */
  show: boolean;
  /** Shown but cannot be changed (DISABLEDMOBILEICC3). */
  locked: boolean;
  /** The merchant's own dialing code, or '' when the country call failed. */
  defaultDialingCode: string;
}

/**
 * The picker is shown only when the country code, the dialing code and a
 * non-empty list are known, and it is forced (`force`, a screen's own choice) or the site shows it
 * (`features.countryPicker.forced`: UPDATEMOBILEICC3 or the firebase SMS provider). It is locked
 * when DISABLEDMOBILEICC3 is on.
 *
 *   countryPickerRule({countryCode: 'VN', countryDialingCode: '+84', countries: [vn, th]}, {forced: true, locked: false})
 *   // → { show: true, locked: false, defaultDialingCode: '+84' }
 *   countryPickerRule(null, {forced: true, locked: false})        // the call failed
 *   // → { show: false, locked: false, defaultDialingCode: '' }
 */
export function countryPickerRule(
  info: CountryInfo | null,
  picker: FeatureSet['countryPicker'],
  force = false,
): CountryPickerRule {
  const known = Boolean(info?.countryCode && info.countryDialingCode && info.countries.length > 0);
  const show = known && (force || picker.forced);
  return { show, locked: show && picker.locked, defaultDialingCode: info?.countryDialingCode ?? '' };
}

/**
 * The country's flag as an emoji, from its two-letter code (regional indicator symbols):
 * flagEmoji('vn') → '🇻🇳'. Anything that is not two letters gives '' (the view shows the code).
 */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Reads the call's value defensively: entries without a code or dialing code are dropped. */
export function readCountryInfo(raw: unknown): CountryInfo {
  const v = (raw ?? {}) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : typeof x === 'number' ? String(x) : '');
  const dialing = (x: unknown) => {
    const digits = text(x).replace(/[^\d]/g, '');
    return digits ? `+${digits}` : '';
  };
  const countries = (Array.isArray(v.countries) ? v.countries : []).flatMap((entry: unknown): Country[] => {
    const c = (entry ?? {}) as Record<string, unknown>;
    const country = { countryCode: text(c.countryCode).toUpperCase(), countryDialingCode: dialing(c.countryDialingCode), name: text(c.name) || undefined };
    return country.countryCode && country.countryDialingCode ? [country] : [];
  });
  return { countries, countryCode: text(v.countryCode).toUpperCase(), countryDialingCode: dialing(v.countryDialingCode) };
}

/**
 * Countries matching a search (name in the player's language or as the server wrote it, code or
 * dialing code), without regard to case or accents: 'viet', 'vn', '+84' and '84' find Vietnam.
 */
export function filterCountries(countries: readonly Country[], query: string, nameOf: (c: Country) => string): Country[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim()).replace(/^\+/, '');
  if (!q) return [...countries];
  return countries.filter((c) =>
    [nameOf(c), c.name ?? '', c.countryCode].some((s) => fold(s).includes(q)) || c.countryDialingCode.slice(1).startsWith(q));
}
