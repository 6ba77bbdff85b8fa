// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { nativeBridge, nativeDeviceId, nativeGetItem, nativeSetItem, serverSideTrackingInfo, type NativeBridge } from './native-bridge';

/** A stand-in for the shell's bridge: a device store and fixed ids. */
function standIn(ids: unknown, extra: Partial<NativeBridge> = {}): Map<string, string> {
  const store = new Map<string, string>();
  (globalThis as { AppShellBridge?: NativeBridge }).AppShellBridge = {
    getDeviceId: () => 'dev-1234abcd',
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    getTrackingIds: () => ids,
    ...extra,
  };
  return store;
}

afterEach(() => {
  delete (globalThis as { AppShellBridge?: NativeBridge }).AppShellBridge;
});

describe('native bridge', () => {
  it('answers null everywhere in a browser', () => {
    expect(nativeBridge()).toBeNull();
    expect(nativeDeviceId()).toBeNull();
    expect(nativeGetItem('k')).toBeNull();
    expect(nativeSetItem('k', 'v')).toBe(false);
    expect(serverSideTrackingInfo()).toBeNull();
  });

  it('reads the device id and keeps data on the device', () => {
    const store = standIn({});
    expect(nativeDeviceId()).toBe('dev-1234abcd');
    expect(nativeSetItem('k', 'v')).toBe(true);
    expect(store.get('k')).toBe('v');
    expect(nativeGetItem('k')).toBe('v');
  });

  it('takes the nine tracking ids from a JSON string, dropping blanks and strangers', () => {
    standIn(JSON.stringify({ adAppToken: 'tok', gpsAdid: 'g1', adid: '', afAppId: 'com.x', appsflyerId: 'af1', afAdvertisingId: 'ad', afOaid: 'oa', idfa: 7, idfv: 'v1', other: 'x' }));
    expect(serverSideTrackingInfo()).toEqual({ adAppToken: 'tok', gpsAdid: 'g1', afAppId: 'com.x', appsflyerId: 'af1', afAdvertisingId: 'ad', afOaid: 'oa', idfv: 'v1' });
  });

  it('an object works too; none known → null; a throwing or garbled bridge → null', () => {
    standIn({ idfa: 'I1' });
    expect(serverSideTrackingInfo()).toEqual({ idfa: 'I1' });
    standIn({ idfa: ' ' });
    expect(serverSideTrackingInfo()).toBeNull();
    standIn('{not json');
    expect(serverSideTrackingInfo()).toBeNull();
    standIn(null, { getTrackingIds: () => { throw new Error('shell'); }, getDeviceId: () => { throw new Error('shell'); } });
    expect(serverSideTrackingInfo()).toBeNull();
    expect(nativeDeviceId()).toBeNull();
  });
});
