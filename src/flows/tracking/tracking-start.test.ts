import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NativeBridge } from '@/lib/native-bridge';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import type { Site } from '@/runtime/site';
import validate from '@/runtime/validate-manifest.generated.js';
import { setSession } from '@/state/session';
import { track } from '@/state/tracking';
import { WAIT } from '@/lib/testing/wait';

const calls: { path: string; input: unknown }[] = [];
vi.mock('@/lib/http', () => ({
  api: {
    call: vi.fn(async (row: { path: string }, input: unknown) => {
      calls.push({ path: row.path, input });
      if (row.path === '/wps/system/country') return { countries: [], countryCode: 'PH', countryDialingCode: '+63', currency: 'TLB' };
      if (row.path === '/wps/relay/MCSFE_getDepositSettings') return { firstDeposit: 'N', totalDepositSuccessCount: 0 };
      if (row.path === '/wps/relay/MCSFE_trackEvents') throw new Error('server down'); // swallowed
      return {};
    }),
  },
}));

function site(): Site {
  const manifest: unknown = JSON.parse(readFileSync('merchants/luckyvn/manifest.json', 'utf8'));
  if (!validate(manifest)) throw new Error('invalid');
  const m = manifest as MerchantManifest;
  return { manifest: m, status: null, features: resolveFeatures(m, null), routes: {} as Site['routes'], assetBase: '/m/merchants/luckyvn/' };
}

afterEach(() => {
  delete (globalThis as { AppShellBridge?: NativeBridge }).AppShellBridge;
});

describe('startTracking (the sender)', () => {
  it('posts what was tracked before it started, with the session, the mapped currency and the app shell’s ids; a failing post is swallowed', async () => {
    (globalThis as { AppShellBridge?: NativeBridge }).AppShellBridge = { getTrackingIds: () => ({ appsflyerId: 'AF-1', idfa: 'IDFA-1' }) };
    track({ kind: 'register', customerId: '7', customerName: 'newbie' });
    const { startTracking } = await import('./tracking-start');
    startTracking(site(), 0);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/wps/relay/MCSFE_trackEvents')).toBe(true), WAIT);
    const post = calls.find((c) => c.path === '/wps/relay/MCSFE_trackEvents')!.input as { body: { events: string; serverSideTracking: unknown } };
    expect(JSON.parse(post.body.events)).toEqual([
      { eventName: 'CompleteRegistration', eventValue: { eventId: expect.any(Number) }, customerId: '7', customerName: 'newbie', revenue: 0, amount: 0, currency: 'PHP' },
    ]);
    expect(post.body.serverSideTracking).toEqual({ appsflyerId: 'AF-1', idfa: 'IDFA-1' });
    // The luckyvn pixel (Facebook, host allowed) was added as a script element.
    expect(document.head.querySelector('script[data-pixel="facebook"]')).not.toBeNull();

    // A login: the session's customer fills the event, and the deposit baseline is asked for.
    calls.length = 0;
    setSession({ id: '9', token: 't9', userName: 'demo', merchantCode: 'LVN' });
    track({ kind: 'login' });
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/wps/relay/MCSFE_getDepositSettings', '/wps/relay/MCSFE_trackEvents'])), WAIT);
    const login = calls.find((c) => c.path === '/wps/relay/MCSFE_trackEvents')!.input as { body: { events: string } };
    expect(JSON.parse(login.body.events)[0]).toMatchObject({ eventName: 'Login', customerId: '9', customerName: 'demo' });
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('tracked-first-deposit') ?? '{}')).toEqual({ 9: 'N' }), WAIT);
  });
});
