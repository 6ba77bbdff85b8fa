import { versionAtLeast, type DeviceInfo } from '@/lib/device';

/**
 * What a tap on a download link does, decided in one pure function:
 *
 *   decideLinkTap('https://dl.example/app.apk', android)          → open in this window
 *   decideLinkTap('https://apps.apple.com/app/id1', iPhoneSafari) → open in a new tab (noopener)
 *   decideLinkTap('https://dl.example/p.mobileconfig', iPhoneChrome) → alert: use Safari
 *   decideLinkTap('https://dl.example/p.mobileconfig', iOS 17 Safari) → this window, then the iOS 17 tips
 *
 * - A file (.ipa, .apk, .mobileconfig) downloads in this window; anything else (a store page)
 *   opens in a new tab, without opener or referrer.
 * - Inside the native app a direct download needs app version 2.4.39 or later; an older app
 *   gets the link in a new window, which it hands to the system browser.
 * - On iOS outside Safari (Chrome, in-app browsers) a profile or .ipa cannot install: alert.
 *   App Store pages open from any browser, so they are not refused (docs/decisions.md).
 * - A configuration profile comes with the tips of its iOS version: before the download on old
 *   iOS (12.0/12.1 and lower: Safari opens the installer itself), right after it on iOS 17+
 *   (Settings › General › VPN & Device Management), and when the page gets the focus back on
 *   the versions between (Settings shows "Profile Downloaded").
 */
export const MIN_DIRECT_DOWNLOAD_APP_VERSION = '2.4.39';

export type TapDevice = Pick<DeviceInfo, 'os' | 'iosVersion' | 'isSafari' | 'inNativeApp' | 'nativeAppVersion'>;

export type TipKey = 'install.old_ios_tips' | 'install.ios17_download_tips' | 'install.app_goto_setting';

export type LinkTap =
  | { kind: 'alert'; message: 'install.app_download_safari_required' }
  | {
      kind: 'open';
      url: string;
      target: '_self' | '_blank';
      /** Shown (and confirmed) before the download starts. */
      tipsBefore?: TipKey;
      /** Shown right after the download starts. */
      tipsAfter?: TipKey;
      /** Shown when the page is back in front after the download. */
      tipsOnReturn?: TipKey;
    };

const extension = (url: string): string => {
  try {
    return /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
  } catch {
    return '';
  }
};

/** iOS 12.0, 12.1 and anything before 12. */
export const isOldIos = ([major, minor]: [number, number]): boolean => major < 12 || (major === 12 && minor < 2);

export function decideLinkTap(url: string, device: TapDevice): LinkTap {
  const ext = extension(url);
  const isFile = ext === 'ipa' || ext === 'apk' || ext === 'mobileconfig';
  const ios = device.os === 'ios';
  if (ios && !device.inNativeApp && !device.isSafari && (ext === 'ipa' || ext === 'mobileconfig')) {
    return { kind: 'alert', message: 'install.app_download_safari_required' };
  }
  const direct = isFile && (!device.inNativeApp || versionAtLeast(device.nativeAppVersion ?? '0', MIN_DIRECT_DOWNLOAD_APP_VERSION));
  const tap: LinkTap = { kind: 'open', url, target: direct ? '_self' : '_blank' };
  if (ios && ext === 'mobileconfig' && device.iosVersion) {
    if (isOldIos(device.iosVersion)) tap.tipsBefore = 'install.old_ios_tips';
    else if (device.iosVersion[0] >= 17) tap.tipsAfter = 'install.ios17_download_tips';
    else tap.tipsOnReturn = 'install.app_goto_setting';
  }
  return tap;
}

/**
 * The note the app download page shows an iPhone player before any tap: the profile's rule for
 * this device (use Safari, or the tips of its iOS version); nothing elsewhere.
 */
export function pageTip(device: TapDevice, profileUrl: string | undefined): string | null {
  if (device.os !== 'ios' || !profileUrl) return null;
  const tap = decideLinkTap(profileUrl, device);
  return tap.kind === 'alert' ? tap.message : (tap.tipsBefore ?? tap.tipsAfter ?? tap.tipsOnReturn ?? null);
}
