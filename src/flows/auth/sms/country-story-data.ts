import type { Country } from './country-rules';

/** Countries for stories and tests (the sandbox's answer, shortened). */
export const storyCountries: Country[] = [
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '+66', name: 'Thailand' },
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  { countryCode: 'IN', countryDialingCode: '+91', name: 'India' },
  { countryCode: 'PK', countryDialingCode: '+92', name: 'Pakistan' },
  { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
  { countryCode: 'BR', countryDialingCode: '+55', name: 'Brazil' },
];
export const storyVietnam = storyCountries[0]!;
export const noop = () => undefined;
