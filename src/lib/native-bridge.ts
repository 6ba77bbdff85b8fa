/**
 * The native app shell's bridge, in one place: its device id, data it keeps on the device, and
 * its tracking ids (the server-side tracking info). The shell injects `window.AppShellBridge`
 * (docs/decisions.md, "Native app bridge"); in a browser it is absent and every answer is null.
 * Each call is guarded: a bridge that throws or answers garbage counts as no answer.
 *
 *   nativeDeviceId()            // → 'ab12cd34-…' in the app, null in a browser
 *   serverSideTrackingInfo()    // → { adid: 'X', gpsAdid: 'Y' } or null
 */
export interface NativeBridge {
  getDeviceId?: () => unknown;
  getItem?: (key: string) => unknown;
  setItem?: (key: string, value: string) => unknown;
  /** The attribution SDKs' ids, as a JSON string or an object. */
  getTrackingIds?: () => unknown;
}

/** The server-side tracking info: what the native app's attribution SDKs (Adjust, AppsFlyer) know. */
export const SERVER_SIDE_TRACKING_KEYS = ['adAppToken', 'gpsAdid', 'adid', 'afAppId', 'appsflyerId', 'afAdvertisingId', 'afOaid', 'idfa', 'idfv'] as const;
export type ServerSideTrackingInfo = Partial<Record<(typeof SERVER_SIDE_TRACKING_KEYS)[number], string>>;

const MAX = 256;

export function nativeBridge(): NativeBridge | null {
  const candidate = (globalThis as { AppShellBridge?: unknown }).AppShellBridge;
  return candidate && typeof candidate === 'object' ? (candidate as NativeBridge) : null;
}

function ask<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' && v.length <= MAX ? v.trim() : null);

export function nativeDeviceId(): string | null {
  const bridge = nativeBridge();
  return bridge?.getDeviceId ? text(ask(() => bridge.getDeviceId!())) : null;
}

/** Data the shell keeps on the device (survives a cleared web view). */
export function nativeGetItem(key: string): string | null {
  const bridge = nativeBridge();
  return bridge?.getItem ? text(ask(() => bridge.getItem!(key))) : null;
}

/** True when the shell took it. */
export function nativeSetItem(key: string, value: string): boolean {
  const bridge = nativeBridge();
  return Boolean(bridge?.setItem && ask(() => (bridge.setItem!(key, value), true)));
}

/** The nine ids the shell knows, blank or odd values dropped; null outside the app or when it knows none. */
export function serverSideTrackingInfo(): ServerSideTrackingInfo | null {
  const bridge = nativeBridge();
  if (!bridge?.getTrackingIds) return null;
  let raw = ask(() => bridge.getTrackingIds!());
  if (typeof raw === 'string') raw = ask(() => JSON.parse(raw as string) as unknown);
  if (!raw || typeof raw !== 'object') return null;
  const info: ServerSideTrackingInfo = {};
  for (const key of SERVER_SIDE_TRACKING_KEYS) {
    const value = text((raw as Record<string, unknown>)[key]);
    if (value) info[key] = value;
  }
  return Object.keys(info).length ? info : null;
}
