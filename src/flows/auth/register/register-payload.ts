import type { DeviceInfo } from '@/lib/device';
import { register } from '@/lib/wire/calls/register';
import { registerAutoUsername } from '@/lib/wire/calls/register-auto-username';
import { registerMobile } from '@/lib/wire/calls/register-mobile';
import type { CaptchaFields, RegisterRequest } from '@/lib/wire';
import type { Analytics } from '@/runtime/merchant-manifest.generated';
import type { RegistrationInfo } from './register-info';
import { normalizeMobile } from '../sms/sms-send';

/**
 * The register payload (its fields: docs/wire-contract.md, "Register payload"), built by pure functions so every
 * field is unit-tested. The call itself is register-submit.ts.
 */
export type RegisterMethod = RegisterRequest['registerMethod'];

/** The native app → APP; a web clip → WEBCLIP; an installed web app → PWA; a browser tab → H5. */
export function registerMethod(device: Pick<DeviceInfo, 'inNativeApp' | 'webClip' | 'standalone'>): RegisterMethod {
  if (device.inNativeApp) return 'APP';
  if (device.webClip) return 'WEBCLIP';
  return device.standalone ? 'PWA' : 'H5';
}

/**
 * The page's URL with the affiliate code and the referral code `r` added (the landing URL's, kept
 * in the registration info), so the server sees where the player came from even after the
 * landing parameters left the address bar:
 *
 *   registerUrl('https://m.a.example/m/register', { affiliateCode: 'AFF1', referralCode: 'R9' })
 *   // → 'https://m.a.example/m/register?affiliateCode=AFF1&r=R9'
 *
 * A code already in the URL is replaced by the kept one (they are the same after a landing).
 */
export function registerUrl(href: string, info: Pick<RegistrationInfo, 'affiliateCode' | 'referralCode'>): string {
  const url = new URL(href);
  if (info.affiliateCode) url.searchParams.set('affiliateCode', info.affiliateCode);
  if (info.referralCode) url.searchParams.set('r', info.referralCode);
  return url.href;
}

/**
 * pixelTrack: the merchant's pixel ids (manifest `analytics`) and the ad click ids
 * of the landing URL. Field names: the wire's own where it has them (ad_fbclid, ad_gclid,
 * kwai_pixel_id, kwai_click_id), the same snake case for the other four. Empty values are dropped;
 * null when all are empty.
 *
 *   pixelTrack({ facebookPixelId: '1005' }, { ad_fbclid: 'F1' })
 *   // → { facebook_pixel_id: '1005', ad_fbclid: 'F1' }
 *   pixelTrack({}, {})  // → null
 */
export type PixelTrack = Partial<Record<
  'facebook_pixel_id' | 'tiktok_pixel_id' | 'kwai_pixel_base_code' | 'gtag_id' | 'ad_fbclid' | 'ad_gclid' | 'kwai_pixel_id' | 'kwai_click_id',
  string
>>;

export function pixelTrack(analytics: Analytics, info: RegistrationInfo): PixelTrack | null {
  const all: PixelTrack = {
    facebook_pixel_id: analytics.facebookPixelId,
    tiktok_pixel_id: analytics.tiktokPixelId,
    kwai_pixel_base_code: analytics.kwaiPixelId,
    gtag_id: analytics.gtagId,
    ad_fbclid: info.ad_fbclid,
    ad_gclid: info.ad_gclid,
    kwai_pixel_id: info.kwai_pixel_id,
    kwai_click_id: info.kwai_click_id,
  };
  const kept = Object.fromEntries(Object.entries(all).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as PixelTrack;
  return Object.keys(kept).length ? kept : null;
}

/** What the player entered. `username` empty on the username form: the server picks one (autoUsername). */
export type RegisterForm =
  | { kind: 'username'; username: string; password: string; login: boolean }
  | { kind: 'mobile'; mobileNum: string; countryDialingCode: string; verificationCode: string; password: string; login: boolean };

export interface RegisterContext {
  href: string;
  hostname: string;
  device: Pick<DeviceInfo, 'inNativeApp' | 'webClip' | 'standalone'>;
  analytics: Analytics;
  info: RegistrationInfo;
  loginDeviceId: string;
}

export function buildRegisterPayload(form: RegisterForm, context: RegisterContext, captcha: CaptchaFields): RegisterRequest {
  const { info } = context;
  const who = form.kind === 'username'
    ? (form.username.trim() ? { username: form.username.trim() } : {})
    : { mobileNum: normalizeMobile(form.mobileNum), countryDialingCode: form.countryDialingCode, ...(form.verificationCode.trim() ? { verificationCode: form.verificationCode.trim() } : {}) };
  return {
    registerMethod: registerMethod(context.device),
    registerUrl: registerUrl(context.href, info),
    loginDeviceId: context.loginDeviceId,
    isOfficialAppLogin: context.device.inNativeApp,
    domain: context.hostname,
    referralCode: info.referralCode ?? '',
    affiliateCode: info.affiliateCode ?? '',
    pixelTrack: pixelTrack(context.analytics, info),
    login: form.login,
    ...captcha,
    ...who,
    password: form.password,
  };
}

/**
 * Where a registration goes: a chosen username → /wps/member/register (REG3,
 * encrypted); no username → /register/autoUsername (same payload, not encrypted, the server
 * names the account); a mobile number → /register/mobile (MOBILENUMREG3, encrypted). The row
 * carries the ModuleId and the encryption.
 */
export function registerEndpoint(form: RegisterForm): typeof register {
  if (form.kind === 'mobile') return registerMobile;
  return form.username.trim() ? register : registerAutoUsername;
}
