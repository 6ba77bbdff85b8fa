// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, HttpError } from '@/lib/http';
import { systemStatus } from '@/lib/wire/calls/system-status';
import { fetchSystemStatus, STATUS_DEADLINE_MS, statusFailureOf } from './system-status';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('fetchSystemStatus', () => {
  it('asks once within its 4 s deadline: the row carries the deadline, the call turns the automatic retry off', async () => {
    vi.stubGlobal('location', { origin: 'https://m.example', pathname: '/m/login' });
    const call = vi.spyOn(api, 'call').mockResolvedValue({ maintenance: 'Y' } as never);
    const status = await fetchSystemStatus({ track: 'ad1', originalDomain: 'm.example' });
    expect(status.maintenance).toBe(true);
    expect(call).toHaveBeenCalledExactlyOnceWith(systemStatus, {
      params: { device: 'MOBILE', track: 'ad1', originalDomain: 'm.example', url: 'https://m.example/m/login' },
      retry: false,
    });
    expect(systemStatus.timeoutMs).toBe(STATUS_DEADLINE_MS);
    expect(STATUS_DEADLINE_MS).toBe(4_000);
  });

  it('a failure reads as the code and the server message, or ""', () => {
    expect(statusFailureOf(new HttpError({ code: 'domain_not_available', status: 200, message: 'No.', value: null, path: '/wps/system/status' }))).toEqual({ code: 'domain_not_available', message: 'No.' });
    expect(statusFailureOf(new HttpError({ code: 'ECONNABORTED', message: 'The request timed out. Please retry.' }))).toEqual({ code: 'ECONNABORTED', message: '' });
    expect(statusFailureOf(new Error('boom'))).toEqual({ code: 'network.error', message: '' });
  });
});
