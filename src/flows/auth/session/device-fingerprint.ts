import MD5 from 'crypto-js/md5';
import { nativeDeviceId } from '@/lib/native-bridge';
import { storage } from '@/lib/storage';
import { systemTimeZone } from '@/lib/time-zone';

/**
 * `loginDeviceId`: the native app's own id when the app supplies one, else an MD5
 * of stable device traits formatted like a GUID. Loaded with the login submission (crypto-js/md5 is
 * a module of its own and never on the first load).
 *
 *   fingerprintId(['Mozilla/5.0 …', 'en-US', '390x844x3', 'Asia/Bangkok', …])
 *   // → MD5 hex '9e107d9d372bb6826bd81d3542a419d6' → '9E107D9D-372B-B682-6BD8-1D3542A419D6'
 *
 * The native app shell (user agent `… AppShell/<version> DeviceId/<id>`, docs/decisions.md) sends
 * its own id, used as is. A browser's id is computed once and kept on the device: a browser update
 * changes the user agent, and the server should keep seeing the same device.
 */
const KEY = 'login-device-id';

/** 32 hex digits → 8-4-4-4-12, upper case. */
export function guidFormat(hex: string): string {
  const h = hex.toUpperCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export function fingerprintId(traits: readonly (string | number | undefined)[]): string {
  return guidFormat(MD5(traits.map((t) => String(t ?? '')).join('|')).toString());
}

/** The native app's id from its user agent, if it supplies one: `AppShell/2.4.39 DeviceId/ab12-…`. */
export function nativeAppDeviceId(userAgent: string): string | null {
  return /\bAppShell\/[\d.]+.*?\bDeviceId\/([\w-]{8,64})/.exec(userAgent)?.[1] ?? null;
}

/** Traits that stay the same for a device across visits (not the window size, not the battery…). */
export function deviceTraits(): (string | number | undefined)[] {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.platform,
    nav.hardwareConcurrency,
    nav.deviceMemory,
    nav.maxTouchPoints,
    scr && `${Math.max(scr.width, scr.height)}x${Math.min(scr.width, scr.height)}x${scr.colorDepth}`,
    typeof devicePixelRatio === 'number' ? devicePixelRatio : undefined,
    systemTimeZone(),
  ];
}

export function loginDeviceId(): string {
  // The shell's bridge first (lib/native-bridge.ts), else the id its user agent carries.
  const native = nativeDeviceId() ?? nativeAppDeviceId(navigator.userAgent);
  if (native) return native;
  const known = storage.get('local', KEY);
  if (known && /^[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}$/.test(known)) return known;
  const id = fingerprintId(deviceTraits());
  storage.set('local', KEY, id);
  return id;
}
