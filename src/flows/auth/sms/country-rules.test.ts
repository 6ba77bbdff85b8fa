// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryPickerRule, filterCountries, flagEmoji, readCountryInfo, type CountryInfo } from './country-rules';

const vn = { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' };
const th = { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' };
const info: CountryInfo = { countries: [vn, th], countryCode: 'VN', countryDialingCode: '+84' };
const site = (forced: boolean, locked = false) => ({ forced, locked });

describe('countryPickerRule (shown only with a known country and dialing code, forced or by site setting)', () => {
  it('shows when everything is known and the site shows it (UPDATEMOBILEICC3 or the firebase SMS provider)', () => {
    expect(countryPickerRule(info, site(true))).toEqual({ show: true, locked: false, defaultDialingCode: '+84' });
  });

  it('shows when the screen forces it, even if the site does not', () => {
    expect(countryPickerRule(info, site(false), true).show).toBe(true);
  });

  it('is hidden otherwise, and the default dialing code is used', () => {
    expect(countryPickerRule(info, site(false))).toEqual({ show: false, locked: false, defaultDialingCode: '+84' });
  });

  it.each([
    ['no country code', { ...info, countryCode: '' }],
    ['no dialing code', { ...info, countryDialingCode: '' }],
    ['an empty list', { ...info, countries: [] }],
  ])('is hidden with %s, even when forced', (_why, partial) => {
    expect(countryPickerRule(partial, site(true), true).show).toBe(false);
  });

  it('is hidden, with no dialing code, when the country call failed', () => {
    expect(countryPickerRule(null, site(true), true)).toEqual({ show: false, locked: false, defaultDialingCode: '' });
  });

  it('is locked under DISABLEDMOBILEICC3 (only when shown)', () => {
    expect(countryPickerRule(info, site(true, true))).toEqual({ show: true, locked: true, defaultDialingCode: '+84' });
    expect(countryPickerRule(info, site(false, true)).locked).toBe(false);
  });
});

describe('flagEmoji', () => {
  it('turns a two-letter code into regional indicators', () => {
    expect(flagEmoji('vn')).toBe('🇻🇳');
    expect(flagEmoji('TH')).toBe('🇹🇭');
  });
  it('gives nothing for anything else', () => {
    for (const bad of ['', 'V', 'VNM', '1A', 'É']) expect(flagEmoji(bad)).toBe('');
  });
});

describe('readCountryInfo', () => {
  it('normalises codes and drops unusable entries', () => {
    expect(readCountryInfo({
      countries: [{ countryCode: 'vn', countryDialingCode: '84', name: 'Vietnam' }, { countryCode: 'TH' }, null, { countryCode: 'US', countryDialingCode: 1 }],
      countryCode: 'vn',
      countryDialingCode: '+84',
    })).toEqual({
      countries: [{ countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' }, { countryCode: 'US', countryDialingCode: '+1', name: undefined }],
      countryCode: 'VN',
      countryDialingCode: '+84',
    });
    expect(readCountryInfo(null)).toEqual({ countries: [], countryCode: '', countryDialingCode: '' });
  });
});

describe('filterCountries', () => {
  const names: Record<string, string> = { VN: 'Việt Nam', TH: 'ไทย' };
  const nameOf = (c: { countryCode: string }) => names[c.countryCode] ?? c.countryCode;
  it.each([['viet', ['VN']], ['VIỆT', ['VN']], ['vn', ['VN']], ['+66', ['TH']], ['6', ['TH']], ['thai', ['TH']], ['', ['VN', 'TH']], ['zz', []]])(
    '%s → %o',
    (query, codes) => expect(filterCountries([vn, th], query, nameOf).map((c) => c.countryCode)).toEqual(codes),
  );
});
