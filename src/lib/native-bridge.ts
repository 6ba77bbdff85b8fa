/**
 * The native app shell's bridge, in one place: its device id and its tracking ids (the
 * server-side tracking info). The shell's device store is not used: the web view's own storage
 * survives a relaunch (docs/decisions.md, "Written but never wired"). The shell injects `window.AppShellBridge`
 * (docs/decisions.md, "Native app bridge"); in a browser it is absent and every answer is null.
 * Each call is guarded: a bridge that throws or answers garbage counts as no answer.
 *
 *   nativeDeviceId()            // → 'ab12cd34-…' in the app, null in a browser
 *   serverSideTrackingInfo()    // → { adid: 'X', gpsAdid: 'Y' } or null
 */
export interface NativeBridge {
  getDeviceId?: () => unknown;
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
