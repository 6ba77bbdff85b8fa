// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import * as bridgeModule from './native-bridge';
import { nativeBridge, nativeDeviceId, serverSideTrackingInfo, type NativeBridge } from './native-bridge';

/** A stand-in for the shell's bridge: fixed ids; the names the page asked for are recorded. */
function standIn(ids: unknown, extra: Partial<NativeBridge> = {}): string[] {
  const asked: string[] = [];
  const bridge: NativeBridge = { getDeviceId: () => 'dev-1234abcd', getTrackingIds: () => ids, ...extra };
  (globalThis as { AppShellBridge?: NativeBridge }).AppShellBridge = new Proxy(bridge, {
    get: (target, name) => (asked.push(String(name)), target[name as keyof NativeBridge]),
  });
  return asked;
}

afterEach(() => {
  delete (globalThis as { AppShellBridge?: NativeBridge }).AppShellBridge;
});

describe('native bridge', () => {
  it('answers null everywhere in a browser', () => {
    expect(nativeBridge()).toBeNull();
    expect(nativeDeviceId()).toBeNull();
    expect(serverSideTrackingInfo()).toBeNull();
  });

  it('reads the device id', () => {
    standIn({});
    expect(nativeDeviceId()).toBe('dev-1234abcd');
  });

  it('asks the shell for its device id and tracking ids only, never its device store (the web view keeps its own)', () => {
    const asked = standIn({ idfa: 'I1' }, { getItem: () => 'stored', setItem: () => undefined } as Partial<NativeBridge>);
    nativeDeviceId();
    serverSideTrackingInfo();
    expect(new Set(asked)).toEqual(new Set(['getDeviceId', 'getTrackingIds']));
    expect(Object.keys(bridgeModule).sort()).toEqual(['SERVER_SIDE_TRACKING_KEYS', 'nativeBridge', 'nativeDeviceId', 'serverSideTrackingInfo']);
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
