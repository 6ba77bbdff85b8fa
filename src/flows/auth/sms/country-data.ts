import { useEffect, useState } from 'react';
import { api } from '@/lib/http';
import { systemCountry } from '@/lib/wire/calls/system-country';
import { useSite } from '@/runtime/site';
import { countryPickerRule, readCountryInfo, type Country, type CountryInfo, type CountryPickerRule } from './country-rules';

/**
 * GET /wps/system/country?_={merchant}, cached for the session. No dialog when it
 * fails: the forms then use no dialing code and the picker stays hidden.
 */
export async function fetchCountryInfo(merchantCode: string): Promise<CountryInfo> {
  return readCountryInfo(await api.call(systemCountry, { params: { _: merchantCode }, cache: true }));
}

export interface CountryChoice extends CountryPickerRule {
  info: CountryInfo | null;
  /** The country shown on the picker: the player's pick, else the merchant's own (null when unknown). */
  selected: Country | null;
  /** The dialing code the form sends: the player's pick, else the merchant's default. */
  dialingCode: string;
  select: (country: Country) => void;
}

/**
 * What a form with a mobile number needs: the country data, the picker rule and the dialing code
 * chosen. `force` shows the picker whatever the site setting.
 *
 *   const country = useCountryChoice();
 *   country.show && <CountryPicker … />;   send { countryDialingCode: country.dialingCode, … }
 */
export function useCountryChoice(force = false): CountryChoice {
  const site = useSite();
  const merchantCode = site.features.merchant.code;
  const [info, setInfo] = useState<CountryInfo | null>(null);
  const [picked, setPicked] = useState<Country | null>(null);
  useEffect(() => {
    let live = true;
    fetchCountryInfo(merchantCode).then((value) => live && setInfo(value), () => undefined);
    return () => {
      live = false;
    };
  }, [merchantCode]);
  const rule = countryPickerRule(info, site.features.countryPicker, force);
  // A locked picker always sends the merchant's code; a hidden one too.
  const own = info?.countries.find((c) => c.countryCode === info.countryCode)
    ?? (info?.countryCode ? { countryCode: info.countryCode, countryDialingCode: info.countryDialingCode } : null);
  const selected = rule.show && !rule.locked && picked ? picked : own;
  const dialingCode = rule.show && !rule.locked && picked ? picked.countryDialingCode : rule.defaultDialingCode;
  return { ...rule, info, selected, dialingCode, select: setPicked };
}
