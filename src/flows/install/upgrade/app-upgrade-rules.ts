import type { DeviceInfo } from '@/lib/device';
import type { DownloadLinks } from '@/runtime/steps/resolve-features';

/**
 * The app-upgrade modal: only inside the native app, when upgradeable
 * is not false and a download link for the app exists; closable unless MANDATORYAPPUPDATES3.
 *
 * Where `upgradeable` comes from (docs/decisions.md): the native app opens the site with
 * `?upgradeable=true|false` (also 1/0); the value is kept for the browser session, so a reload or
 * a later page keeps it. An app that says nothing is an old app that predates the parameter:
 * "not false", so it is offered the upgrade.
 *
 *   decideAppUpgrade({ inNativeApp: true, upgradeable: null, link: 'https://…apk', mandatory: false, closed: false })
 *   // → 'closable'
 */
export type AppUpgradeDecision = 'hidden' | 'closable' | 'mandatory';

export function decideAppUpgrade(f: { inNativeApp: boolean; upgradeable: boolean | null; link: string | undefined; mandatory: boolean; closed: boolean }): AppUpgradeDecision {
  if (!f.inNativeApp || f.upgradeable === false || !f.link) return 'hidden';
  if (f.mandatory) return 'mandatory';
  return f.closed ? 'hidden' : 'closable';
}

/** `?upgradeable=` as the app sends it; null when absent or unreadable. */
export function readUpgradeable(value: string | null): boolean | null {
  if (value === null) return null;
  const v = value.toLowerCase();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : null;
}

/**
 * The app's own store link for this device: the Android link on Android, the App Store link on
 * iOS (the configuration profile is a web clip, not the app).
 */
export function appLinkFor(os: DeviceInfo['os'], links: DownloadLinks): string | undefined {
  if (os === 'ios') return links.IOS;
  if (os === 'android') return links.Android;
  return links.Android ?? links.IOS;
}
