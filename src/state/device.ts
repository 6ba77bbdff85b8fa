import { browserSignals, detectDevice, type DeviceInfo } from '@/lib/device';
import { STORE_KEYS, storage } from '@/lib/storage';

/**
 * The running device, computed once. A web clip opens its start URL with `?webclip=1` (the iOS
 * configuration profile sets it); that is remembered as the WEBCLIP store key.
 */
function webClipFlag(): boolean {
  const fromUrl = new URLSearchParams(location.search).get('webclip');
  if (fromUrl === '1' || fromUrl === '0') storage.set('local', STORE_KEYS.webClip, fromUrl);
  return storage.get('local', STORE_KEYS.webClip) === '1';
}

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
