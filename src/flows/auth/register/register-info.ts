import { getCookie, setCookie } from '@/lib/cookies';
import { STORE_KEYS, storage } from '@/lib/storage';

/**
 * The local registration info: affiliateCode, referralCode and originalDomain,
 * plus the ad click ids the register payload's pixelTrack needs. Kept in localStorage so a player
 * who lands from an affiliate or ad link and registers later in the visit (or the next day) is
 * still attributed.
 *
 *   keepLandingCodes('?affiliateCode=AFF1&r=R9&fbclid=F1', 'm.brand.example')
 *   // localStorage['registration-info'] = {"originalDomain":"m.brand.example","affiliateCode":"AFF1",
 *   //                                      "referralCode":"R9","ad_fbclid":"F1"}
 *
 * A newer link wins (last touch): the landing URL's value replaces the stored one; a parameter
 * the URL lacks keeps its stored value. originalDomain is the first domain it was stored on.
 *
 * The same record goes into a cookie on the merchant's registrable domain (lib/cookies.ts), so a
 * player who lands on www.brand.example and registers on m.brand.example is still attributed;
 * where both exist the cookie wins (it is the newest across the subdomains). Registration reads
 * the codes from here and nowhere else (docs/decisions.md, "Written but never wired").
 */
export interface RegistrationInfo {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
  ad_fbclid?: string;
  ad_gclid?: string;
  kwai_pixel_id?: string;
  kwai_click_id?: string;
}

/** Landing URL parameter → registration info field. Kwai links may say `click_id` or `kwai_click_id`. */
const LANDING_PARAMS: Record<string, keyof RegistrationInfo> = {
  affiliateCode: 'affiliateCode',
  r: 'referralCode',
  fbclid: 'ad_fbclid',
  gclid: 'ad_gclid',
  kwai_pixel_id: 'kwai_pixel_id',
  click_id: 'kwai_click_id',
  kwai_click_id: 'kwai_click_id',
};

const MAX_LENGTH = 512;
/** The registration info's cookie, and how long a landing's attribution lasts in it. */
export const LANDING_COOKIE = 'm_landing';
export const LANDING_COOKIE_DAYS = 30;
function known(stored: unknown): RegistrationInfo {
  const info: RegistrationInfo = {};
  if (!stored || typeof stored !== 'object') return info;
  for (const key of ['originalDomain', ...new Set(Object.values(LANDING_PARAMS))] as (keyof RegistrationInfo)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) info[key] = value.trim();
  }
  return info;
}

function cookieInfo(): RegistrationInfo {
  try {
    return known(JSON.parse(getCookie(LANDING_COOKIE) ?? 'null'));
  } catch {
    return {};
  }
}

export function readRegistrationInfo(): RegistrationInfo {
  return { ...known(storage.getJson<unknown>('local', STORE_KEYS.registrationInfo)), ...cookieInfo() };
}

/** The codes of a landing URL's query, trimmed; blank or oversized values are ignored. */
export function landingCodes(search: string): RegistrationInfo {
  const query = new URLSearchParams(search);
  const codes: RegistrationInfo = {};
  for (const [param, key] of Object.entries(LANDING_PARAMS)) {
    const value = query.get(param)?.trim();
    if (value && value.length <= MAX_LENGTH) codes[key] = value;
  }
  return codes;
}

export function keepLandingCodes(search: string, hostname: string): RegistrationInfo {
  const codes = landingCodes(search);
  const info = { ...readRegistrationInfo(), ...codes };
  info.originalDomain ??= hostname;
  if (Object.keys(codes).length) {
    storage.setJson('local', STORE_KEYS.registrationInfo, info);
    setCookie(LANDING_COOKIE, JSON.stringify(info), { days: LANDING_COOKIE_DAYS });
  }
  return info;
}

/** The start-up call (register-landing.ts): this page's landing URL and host. */
export const keepLandingCodesOfPage = (): RegistrationInfo => keepLandingCodes(location.search, location.hostname);
