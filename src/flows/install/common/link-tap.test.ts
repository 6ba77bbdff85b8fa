import { describe, expect, it, vi } from 'vitest';
import { ALLOWED_ORIGIN, FOLLOWED, NAVIGATION_ATTACKS } from '@/policy/testing/navigation-attacks';
import { decideLinkTap, isOldIos, pageTip, type TapDevice } from './link-tap';
import { onNextReturn, performLinkTap, type TapEnv } from './perform-link-tap';

const android: TapDevice = { os: 'android', iosVersion: null, isSafari: false, inNativeApp: false, nativeAppVersion: null };
const safari = (major: number, minor = 0): TapDevice => ({ os: 'ios', iosVersion: [major, minor], isSafari: true, inNativeApp: false, nativeAppVersion: null });
const iosChrome: TapDevice = { ...safari(16, 4), isSafari: false };
const nativeApp = (version: string, os: 'ios' | 'android' = 'android'): TapDevice => ({ ...android, os, iosVersion: os === 'ios' ? [16, 0] : null, inNativeApp: true, nativeAppVersion: version });

const APK = 'https://dl.example/app/brand.apk';
const IPA = 'https://dl.example/app/brand.IPA?v=3';
const PROFILE = 'https://dl.example/app/brand.mobileconfig';
const STORE = 'https://apps.apple.com/app/id0000000001';
/** The manifest's download origins: the profile host and the App Store. */
const LISTS = { redirectAllowList: [], downloadOrigins: ['https://dl.example', 'https://apps.apple.com'] };
const PLAY = 'https://play.google.com/store/apps/details?id=x.apk.viewer';

describe('decideLinkTap', () => {
  it.each([
    ['an .apk', APK, '_self'],
    ['an .ipa (any case, with a query)', IPA, '_self'],
    ['a .mobileconfig', PROFILE, '_self'],
    ['a store page', STORE, '_blank'],
    ['a page whose query only mentions .apk', PLAY, '_blank'],
  ])('%s opens in %s on Android', (_name, url, target) => {
    expect(decideLinkTap(url, android)).toEqual({ kind: 'open', url, target });
  });

  it('refuses a profile or .ipa on iOS outside Safari, but lets the App Store open', () => {
    expect(decideLinkTap(PROFILE, iosChrome)).toEqual({ kind: 'alert', message: 'install.app_download_safari_required' });
    expect(decideLinkTap(IPA, iosChrome)).toEqual({ kind: 'alert', message: 'install.app_download_safari_required' });
    expect(decideLinkTap(STORE, iosChrome)).toEqual({ kind: 'open', url: STORE, target: '_blank' });
  });

  it('downloads directly inside the native app from version 2.4.39 on; an older app gets a new window', () => {
    expect(decideLinkTap(APK, nativeApp('2.4.39'))).toMatchObject({ target: '_self' });
    expect(decideLinkTap(APK, nativeApp('2.10.0'))).toMatchObject({ target: '_self' });
    expect(decideLinkTap(APK, nativeApp('2.4.38'))).toMatchObject({ target: '_blank' });
    expect(decideLinkTap(APK, nativeApp('2.4'))).toMatchObject({ target: '_blank' });
    // The iOS app shell is not Safari, and needs no Safari: it downloads itself.
    expect(decideLinkTap(PROFILE, nativeApp('2.5.0', 'ios'))).toMatchObject({ kind: 'open', target: '_self' });
  });

  it('gives a profile the tips of its iOS version', () => {
    expect(decideLinkTap(PROFILE, safari(11, 4))).toMatchObject({ target: '_self', tipsBefore: 'install.old_ios_tips' });
    expect(decideLinkTap(PROFILE, safari(12, 1))).toMatchObject({ tipsBefore: 'install.old_ios_tips' });
    expect(decideLinkTap(PROFILE, safari(12, 2))).toMatchObject({ tipsOnReturn: 'install.app_goto_setting' });
    expect(decideLinkTap(PROFILE, safari(16, 7))).toMatchObject({ tipsOnReturn: 'install.app_goto_setting' });
    expect(decideLinkTap(PROFILE, safari(17, 0))).toMatchObject({ tipsAfter: 'install.ios17_download_tips' });
    expect(decideLinkTap(PROFILE, safari(18, 2))).toMatchObject({ tipsAfter: 'install.ios17_download_tips' });
    // Tips belong to profiles only.
    expect(decideLinkTap(STORE, safari(11, 0))).toEqual({ kind: 'open', url: STORE, target: '_blank' });
  });

  it('knows old iOS: 12 below minor 2, or 11 and lower', () => {
    expect([[10, 3], [11, 0], [12, 0], [12, 1]].every((v) => isOldIos(v as [number, number]))).toBe(true);
    expect([[12, 2], [13, 0], [17, 1]].some((v) => isOldIos(v as [number, number]))).toBe(false);
  });
});

describe('pageTip', () => {
  it("is the profile's rule for an iPhone, nothing for others or without a profile", () => {
    expect(pageTip(iosChrome, PROFILE)).toBe('install.app_download_safari_required');
    expect(pageTip(safari(12, 1), PROFILE)).toBe('install.old_ios_tips');
    expect(pageTip(safari(15, 2), PROFILE)).toBe('install.app_goto_setting');
    expect(pageTip(safari(17, 4), PROFILE)).toBe('install.ios17_download_tips');
    expect(pageTip(safari(17, 4), undefined)).toBeNull();
    expect(pageTip(android, PROFILE)).toBeNull();
  });
});

function fakeEnv() {
  const log: string[] = [];
  let returnCallback: (() => void) | null = null;
  const env: TapEnv = {
    alert: async (message) => void log.push(`alert ${message}`),
    assign: (url) => void log.push(`assign ${url}`),
    openNew: (url) => void log.push(`new ${url}`),
    onReturn: (callback) => {
      returnCallback = callback;
    },
  };
  return { log, env, comeBack: () => returnCallback?.() };
}

describe('performLinkTap', () => {
  it('alerts, opens in the decided window, and shows the tips at their moment', async () => {
    const a = fakeEnv();
    await performLinkTap(decideLinkTap(PROFILE, iosChrome), LISTS, a.env);
    expect(a.log).toEqual(['alert install.app_download_safari_required']);

    const b = fakeEnv();
    await performLinkTap(decideLinkTap(PROFILE, safari(12, 0)), LISTS, b.env);
    expect(b.log).toEqual(['alert install.old_ios_tips', `assign ${PROFILE}`]);

    const c = fakeEnv();
    await performLinkTap(decideLinkTap(PROFILE, safari(15, 0)), LISTS, c.env);
    expect(c.log).toEqual([`assign ${PROFILE}`]);
    c.comeBack();
    expect(c.log).toEqual([`assign ${PROFILE}`, 'alert install.app_goto_setting']);

    const d = fakeEnv();
    await performLinkTap(decideLinkTap(STORE, safari(17, 1)), LISTS, d.env);
    expect(d.log).toEqual([`new ${STORE}`]);
  });
});

describe('performLinkTap refuses a download link off the manifest’s downloadOrigins', () => {
  it.each([
    'https://evil.example/app.apk',
    'https://dl.example.evil.example/app.apk',
    'https://dl.example@evil.example/app.apk',
    'https://dl.example:8443/app.apk',
    'http://dl.example/app.apk',
  ])('%s opens nothing and says why', async (url) => {
    const e = fakeEnv();
    await performLinkTap(decideLinkTap(url, safari(17, 1)), LISTS, e.env);
    expect(e.log).toEqual(['alert install.link_refused']);
  });
});

describe('onNextReturn', () => {
  it('fires once, on the first focus after the page was left, not before', () => {
    const callback = vi.fn();
    onNextReturn(callback);
    window.dispatchEvent(new Event('focus'));
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('download links: the attack strings', () => {
  const lists = { redirectAllowList: [], downloadOrigins: [ALLOWED_ORIGIN] };
  it('opens a link on downloadOrigins', async () => {
    const e = fakeEnv();
    await performLinkTap(decideLinkTap(FOLLOWED, android), lists, e.env);
    expect(e.log).toEqual([`new ${FOLLOWED}`]);
  });
  it.each(NAVIGATION_ATTACKS)('refuses %s', async (_name, raw) => {
    const e = fakeEnv();
    await performLinkTap(decideLinkTap(raw, android), lists, e.env);
    expect(e.log).toEqual(['alert install.link_refused']);
  });
});
