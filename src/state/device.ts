import { browserSignals, detectDevice, type DeviceInfo } from '@/lib/device';
import { STORE_KEYS, storage } from '@/lib/storage';

/**
 * The running device, computed once, on first use (the download bar, the login page: not the first
 * paint). A web clip opens its start URL with `?webclip=1` (the iOS configuration profile sets it);
 * start-up keeps that as the WEBCLIP store key (app/boot.ts) before a redirect can drop the query.
 */
const webClipFlag = (): boolean => storage.get('local', STORE_KEYS.webClip) === '1';

let cached: DeviceInfo | null = null;

export function getDevice(): DeviceInfo {
  cached ??= detectDevice(browserSignals(webClipFlag()));
  return cached;
}

/** The `Device` header for login, second-factor and register calls, or none. */
export function deviceHeaders(): Record<string, string> {
  const header = getDevice().deviceHeader;
  return header ? { Device: header } : {};
}
