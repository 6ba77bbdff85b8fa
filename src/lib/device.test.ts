// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectDevice, versionAtLeast, type DeviceSignals } from './device';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const IPHONE_LINE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.1.0';
const IPAD_DESKTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const NATIVE_APP = `${ANDROID_CHROME} AppShell/2.4.39`;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const signals = (userAgent: string, more: Partial<DeviceSignals> = {}): DeviceSignals => ({
  userAgent, standalone: false, displayStandalone: false, webClip: false, maxTouchPoints: 5, ...more,
});

describe('detectDevice', () => {
  it.each([
    ['iPhone Safari tab', signals(IPHONE_SAFARI), null],
    ['iPhone home-screen PWA', signals(IPHONE_SAFARI, { standalone: true, displayStandalone: true }), 'PWA'],
    ['iPad home-screen PWA (desktop UA)', signals(IPAD_DESKTOP_UA, { standalone: true }), 'IPAD'],
    ['iOS web clip', signals(IPHONE_SAFARI, { standalone: true, webClip: true }), 'WEBCLIP'],
    ['Android Chrome tab', signals(ANDROID_CHROME), null],
    ['Android installed PWA', signals(ANDROID_CHROME, { displayStandalone: true }), 'PWA-Android'],
    ['native app', signals(NATIVE_APP, { displayStandalone: true }), null],
    ['desktop', signals(DESKTOP, { maxTouchPoints: 0 }), null],
  ] as const)('%s → Device header %s', (_name, input, header) => {
    expect(detectDevice(input).deviceHeader).toBe(header);
  });

  it('tells Safari from other iOS browsers and in-app browsers', () => {
    expect(detectDevice(signals(IPHONE_SAFARI)).isSafari).toBe(true);
    expect(detectDevice(signals(IPHONE_CHROME)).isSafari).toBe(false);
    expect(detectDevice(signals(IPHONE_LINE))).toMatchObject({ isSafari: false, inLineApp: true, iosVersion: [12, 1] });
  });

  it('reads the iOS version, the iPad and the native app version', () => {
    expect(detectDevice(signals(IPHONE_SAFARI))).toMatchObject({ os: 'ios', iosVersion: [17, 2], isIPad: false });
    expect(detectDevice(signals(IPAD_DESKTOP_UA))).toMatchObject({ os: 'ios', isIPad: true, iosVersion: [17, 1] });
    expect(detectDevice(signals(IPAD_DESKTOP_UA, { maxTouchPoints: 0 })).os).toBe('other');
    expect(detectDevice(signals(NATIVE_APP))).toMatchObject({ os: 'android', inNativeApp: true, nativeAppVersion: '2.4.39' });
  });
});

describe('versionAtLeast', () => {
  it.each([
    ['2.4.39', '2.4.39', true], ['2.4.40', '2.4.39', true], ['2.10.0', '2.4.39', true], ['2.4.4', '2.4.39', false], ['2.4', '2.4.39', false], ['3', '2.4.39', true],
  ] as const)('%s ≥ %s is %s', (v, min, expected) => expect(versionAtLeast(v, min)).toBe(expected));
});
