import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from '@/lib/i18n/i18n';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider, type Site } from '@/runtime/site';
import { readStatus } from '@/runtime/steps/system-status';
import validate from '@/runtime/validate-manifest.generated.js';
import luckyvn from '../../merchants/luckyvn/manifest.json';
import { SystemGate } from './system-gate';

// 'https://t.me/lvn_sandbox' as the server sends it (sandbox/des.ts encoder, key 'Ab3dE6gH').
const ENCRYPTED_TELEGRAM = 'YFpU7KVM9lUAv6LFeBJJ2oVPVw//lCjtuFTKOyCGThI=Ab3dE6gH';
function validated(data: unknown): MerchantManifest {
  if (!validate(data)) throw new Error('luckyvn manifest is invalid'); // also fills in the schema defaults
  return data;
}
const manifest = validated(structuredClone(luckyvn));
// The operator has reviewed the status's Telegram entry: its origin is on the customer-service list.
manifest.customerService.origins = [...manifest.customerService.origins, 'https://t.me'];

function site(status: Record<string, unknown>): Site {
  const live = readStatus({ customerService: [{ csType: 'TELEGRAM', csPosition: 'FOOTER', title: 'Telegram', path: ENCRYPTED_TELEGRAM }], ...status });
  return { manifest, features: resolveFeatures(manifest, live), routes: buildRouteTable(manifest.routes), status: live, assetBase: '/m/merchants/luckyvn/' };
}

const renderGate = (status: Record<string, unknown>) =>
  render(<SiteProvider value={site(status)}><SystemGate><p>the routes</p></SystemGate></SiteProvider>);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SystemGate', () => {
  it('renders the routes when the site is open', async () => {
    await initI18n('EN');
    renderGate({});
    expect(screen.getByText('the routes')).toBeTruthy();
  });

  it('region restriction: Access Denied with the IP, and contact-us opens the decrypted customer-service link', async () => {
    await initI18n('EN');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderGate({ regionRestriction: true, maintenance: true, location: { ip: '203.0.113.7' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByText('the routes')).toBeNull();
    expect(screen.getByTestId('client-ip').textContent).toBe('Your IP address: 203.0.113.7');
    // The page title is applied after first paint by its own chunk: waited for (vitest.setup.ts
    // gives every wait the time a busy machine needs).
    await waitFor(() => expect(document.title).toBe('Access denied'));
    expect(document.querySelector('.screen [lang="en"]')).toBeNull(); // the player reads English already
    const contact = screen.getByRole('button', { name: 'Contact us' });
    await waitFor(() => {
      contact.click();
      expect(open).toHaveBeenCalledWith('https://t.me/lvn_sandbox', '_blank', 'noopener,noreferrer');
    }); // the link is resolved by a lazy chunk
  });

  it('maintenance: the end time, and the English copy under a Vietnamese text', async () => {
    await initI18n('EN');
    await switchLanguage('VI');
    renderGate({ maintenance: true, maintenanceEnd: 1_900_000_000_000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bảo trì hệ thống' })).toBeTruthy();
    expect(screen.getByTestId('maintenance-end').textContent).toMatch(/^Dự kiến kết thúc: .*2030/);
    const english = [...document.querySelectorAll('.screen [lang="en"]')].map((e) => e.textContent);
    expect(english).toEqual(['System maintenance', 'We are improving our service. Please try again later or contact customer service.']);
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    await switchLanguage('EN');
  });

  it('maintenance without an end time shows no end line', async () => {
    await initI18n('EN');
    renderGate({ maintenance: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'System maintenance' })).toBeTruthy();
    expect(screen.queryByTestId('maintenance-end')).toBeNull();
  });
});
