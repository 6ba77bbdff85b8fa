/**
 * How the app was opened, in one place: the `Device` header, the
 * WEBCLIP store key, the download bar's and install prompt's visibility, the iOS install tips.
 *
 *   detectDevice({ userAgent: '…iPhone OS 17_2…Safari…', standalone: true, displayStandalone: true, webClip: false, maxTouchPoints: 5 })
 *   // → { os: 'ios', iosVersion: [17, 2], standalone: true, deviceHeader: 'PWA', … }
 *
 * Decisions (docs/decisions.md):
 * - the native app shell identifies itself with `AppShell/<version>` in its user agent;
 * - a web clip (installed through the iOS configuration profile) opens /m/…?webclip=1 once, and
 *   the app keeps WEBCLIP=1 in local storage from then on;
 * - Device header: WEBCLIP for a web clip; on iOS standalone, IPAD on an iPad and PWA otherwise;
 *   PWA-Android for an installed app on Android; none in a browser or the native app.
 */
export type DeviceHeader = 'IPAD' | 'PWA' | 'PWA-Android' | 'WEBCLIP' | null;

export interface DeviceSignals {
  userAgent: string;
  /** iOS Safari's `navigator.standalone`. */
  standalone: boolean;
  /** `matchMedia('(display-mode: standalone)')` (or fullscreen/minimal-ui). */
  displayStandalone: boolean;
  /** The WEBCLIP store key is 1. */
  webClip: boolean;
  maxTouchPoints: number;
}

export interface DeviceInfo {
  os: 'ios' | 'android' | 'other';
  iosVersion: [major: number, minor: number] | null;
  isIPad: boolean;
  /** Safari itself, not an in-app browser or another iOS browser (CriOS, FxiOS, EdgiOS, LINE…). */
  isSafari: boolean;
  inLineApp: boolean;
  inNativeApp: boolean;
  nativeAppVersion: string | null;
  /** Opened from the home screen (PWA or web clip), not in a browser tab. */
  standalone: boolean;
  webClip: boolean;
  deviceHeader: DeviceHeader;
}

export function detectDevice(s: DeviceSignals): DeviceInfo {
  const ua = s.userAgent;
  // iPadOS 13+ reports a Mac user agent; touch points tell it apart from a real Mac.
  const isIPad = /iPad/.test(ua) || (/Macintosh/.test(ua) && s.maxTouchPoints > 1);
  const isIOS = isIPad || /iPhone|iPod/.test(ua);
  const version = /OS (\d+)_(\d+)/.exec(ua) ?? /Version\/(\d+)\.(\d+)/.exec(isIOS ? ua : '');
  const iosVersion: [number, number] | null = isIOS && version ? [Number(version[1]), Number(version[2])] : null;
  const inLineApp = /\bLine\//i.test(ua);
  const app = /\bAppShell\/([\d.]+)/.exec(ua);
  const standalone = s.standalone || s.displayStandalone;
  const isSafari = isIOS && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|\bLine\/|FBAN|FBAV|Instagram|AppShell/i.test(ua);
  const os = isIOS ? 'ios' : /Android/.test(ua) ? 'android' : 'other';
  const inNativeApp = Boolean(app);

  let deviceHeader: DeviceHeader = null;
  if (!inNativeApp) {
    if (s.webClip) deviceHeader = 'WEBCLIP';
    else if (standalone && os === 'ios') deviceHeader = isIPad ? 'IPAD' : 'PWA';
    else if (standalone && os === 'android') deviceHeader = 'PWA-Android';
  }
  return { os, iosVersion, isIPad, isSafari, inLineApp, inNativeApp, nativeAppVersion: app?.[1] ?? null, standalone, webClip: s.webClip, deviceHeader };
}

/** Compares dotted versions: versionAtLeast('2.4.39', '2.4.4') === true. */
export function versionAtLeast(version: string, minimum: string): boolean {
  const a = version.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return true;
}

/** The signals of the running browser. */
export function browserSignals(webClip: boolean): DeviceSignals {
  const media = (q: string) => typeof matchMedia === 'function' && matchMedia(q).matches;
  return {
    userAgent: navigator.userAgent,
    standalone: Boolean((navigator as Navigator & { standalone?: boolean }).standalone),
    displayStandalone: media('(display-mode: standalone)') || media('(display-mode: fullscreen)') || media('(display-mode: minimal-ui)'),
    webClip,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}
