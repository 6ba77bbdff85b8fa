import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprintId, guidFormat, loginDeviceId, nativeAppDeviceId } from './device-fingerprint';

const GUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

afterEach(() => localStorage.clear());

describe('device fingerprint', () => {
  it('formats an MD5 like a GUID, upper case 8-4-4-4-12', () => {
    expect(guidFormat('9e107d9d372bb6826bd81d3542a419d6')).toBe('9E107D9D-372B-B682-6BD8-1D3542A419D6');
    expect(fingerprintId(['The quick brown fox jumps over the lazy dog'])).toBe('9E107D9D-372B-B682-6BD8-1D3542A419D6');
  });

  it('is stable for the same traits and differs for other traits', () => {
    const a = fingerprintId(['ua', 'en-US', 8, undefined]);
    expect(a).toMatch(GUID);
    expect(fingerprintId(['ua', 'en-US', 8, undefined])).toBe(a);
    expect(fingerprintId(['ua', 'th-TH', 8, undefined])).not.toBe(a);
  });

  it('takes the native app’s own id from its user agent', () => {
    expect(nativeAppDeviceId('Mozilla/5.0 (Linux; Android 13) Chrome/120 AppShell/2.4.39 DeviceId/3f2a-77bc-19de-00aa')).toBe('3f2a-77bc-19de-00aa');
    expect(nativeAppDeviceId('Mozilla/5.0 (Linux; Android 13) Chrome/120 AppShell/2.4.39')).toBeNull();
    expect(nativeAppDeviceId('Mozilla/5.0 Chrome/120 DeviceId/3f2a-77bc-19de-00aa')).toBeNull(); // not the app
  });

  it('computes the id once and keeps it on the device', () => {
    const first = loginDeviceId();
    expect(first).toMatch(GUID);
    expect(localStorage.getItem('login-device-id')).toBe(first);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('a browser after an update');
    expect(loginDeviceId()).toBe(first);
  });

  it('prefers the native app’s id over anything stored', () => {
    localStorage.setItem('login-device-id', '9E107D9D-372B-B682-6BD8-1D3542A419D6');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 AppShell/2.5.0 DeviceId/native-0001');
    expect(loginDeviceId()).toBe('native-0001');
  });
});
