import type { MerchantConfig } from './merchants';

// Real country data for GET /wps/system/country and the country picker.

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
  currency: string;
  currencySymbol: string;
}

export const COUNTRIES: Country[] = [
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam', currency: 'VND', currencySymbol: '₫' },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand', currency: 'THB', currencySymbol: '฿' },
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines', currency: 'PHP', currencySymbol: '₱' },
  { countryCode: 'IN', countryDialingCode: '+91', name: 'India', currency: 'INR', currencySymbol: '₹' },
  { countryCode: 'PK', countryDialingCode: '+92', name: 'Pakistan', currency: 'PKR', currencySymbol: 'Rs' },
  { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia', currency: 'IDR', currencySymbol: 'Rp' },
  { countryCode: 'MM', countryDialingCode: '+95', name: 'Myanmar', currency: 'MMK', currencySymbol: 'K' },
  { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia', currency: 'MYR', currencySymbol: 'RM' },
  { countryCode: 'CN', countryDialingCode: '+86', name: 'China', currency: 'CNY', currencySymbol: '¥' },
  { countryCode: 'US', countryDialingCode: '+1', name: 'United States', currency: 'USD', currencySymbol: '$' },
  { countryCode: 'KH', countryDialingCode: '+855', name: 'Cambodia', currency: 'KHR', currencySymbol: '៛' },
  { countryCode: 'BD', countryDialingCode: '+880', name: 'Bangladesh', currency: 'BDT', currencySymbol: '৳' },
  { countryCode: 'BR', countryDialingCode: '+55', name: 'Brazil', currency: 'BRL', currencySymbol: 'R$' },
  { countryCode: 'KR', countryDialingCode: '+82', name: 'South Korea', currency: 'KRW', currencySymbol: '₩' },
  { countryCode: 'JP', countryDialingCode: '+81', name: 'Japan', currency: 'JPY', currencySymbol: '¥' },
  { countryCode: 'TR', countryDialingCode: '+90', name: 'Türkiye', currency: 'TRY', currencySymbol: '₺' },
  { countryCode: 'TW', countryDialingCode: '+886', name: 'Taiwan', currency: 'TWD', currencySymbol: 'NT$' },
];

/** Product language code -> the country a merchant speaking it most likely serves. */
const COUNTRY_BY_LANGUAGE: Record<string, string> = {
  VI: 'VN', TH: 'TH', TY: 'PH', HI: 'IN', TA: 'IN', UR: 'PK', ID: 'ID', MY: 'MM', MS: 'MY', CN: 'CN',
  TW: 'TW', KM: 'KH', BN: 'BD', 'PT-BR': 'BR', PT: 'BR', KO: 'KR', JA: 'JP', TR: 'TR', EN: 'US',
};

/** The merchant's `country`, else the country of its default language, else Vietnam. */
export function countryForMerchant(merchant: Pick<MerchantConfig, 'country' | 'defaultLanguage'>): Country {
  const code = merchant.country ?? COUNTRY_BY_LANGUAGE[merchant.defaultLanguage.toUpperCase()] ?? 'VN';
  return COUNTRIES.find((c) => c.countryCode === code.toUpperCase()) ?? COUNTRIES[0]!;
}
