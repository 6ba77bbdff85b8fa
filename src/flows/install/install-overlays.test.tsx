import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider, type Site } from '@/runtime/site';
import { readStatus } from '@/runtime/steps/system-status';
import validate from '@/runtime/validate-manifest.generated.js';
import { StoryProvider } from '@/ui/testing/story-provider';
import { afterFirstPaint } from '@/ui/after-paint';
import luckyvn from '../../../merchants/luckyvn/manifest.json';
import siamspin from '../../../merchants/siamspin/manifest.json';
import { InstallOverlays } from './install-overlays';

/**
 * The shell's decisions about the download bar, with the real lazy chunk: shown
 * on home with a link; not after a close in this session, not elsewhere, not during a notice, not
 * without a link; and nothing fetched at all for a merchant with neither bar nor prompt.
 */
function validated(data: unknown): MerchantManifest {
  if (!validate(data)) throw new Error('manifest is invalid');
  return data;
}

function site(raw: unknown, status: Record<string, unknown> | null = null): Site {
  const manifest = validated(structuredClone(raw));
  const live = status ? readStatus(status) : null;
  return { manifest, features: resolveFeatures(manifest, live), routes: buildRouteTable(manifest.routes), status: live, assetBase: `/m/merchants/${manifest.id}/` };
}

async function renderAt(path: string, s: Site) {
  const result = render(<StoryProvider path={path}><SiteProvider value={s}><InstallOverlays /></SiteProvider></StoryProvider>);
  // The lazy part has loaded and rendered: its wait for the first paint was queued before this
  // one, so it is over once this one is; then the chunk it asked for has loaded. (A fixed 50 ms
  // was not always enough on a busy machine.)
  await act(async () => {
    await afterFirstPaint();
    await vi.dynamicImportSettled();
  });
  return result;
}

const bar = () => screen.queryByRole('complementary', { name: 'Get our app' });

// The lazy chunk, transformed once up front: an absent bar then means "not rendered", not "not loaded yet".
beforeAll(async () => {
  await import('./install-shell');
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

describe('InstallOverlays: the download bar', () => {
  it('shows on home (and its aliases) with the merchant icon, the rating and no gift without REWCEN3', async () => {
    await renderAt('/m/index.html', site(luckyvn));
    expect(bar()).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'App download bonus' })).toBeNull();
    expect(bar()?.querySelector('img')?.getAttribute('src')).toBe('/m/merchants/luckyvn/assets/icon-192.png');
  });

  it('takes the AppDownloadIcon from the status resources', async () => {
    await renderAt('/m/home', site(luckyvn, { resources: [{ resourceType: 'AppDownloadIcon', url: 'https://cdn.example/app.png' }] }));
    expect(bar()?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/app.png');
  });

  it('closes for the session: hideDownloadBar is set and it stays away', async () => {
    await renderAt('/m/home', site(luckyvn));
    await act(async () => screen.getByRole('button', { name: 'Close the download bar' }).click());
    expect(bar()).toBeNull();
    expect(sessionStorage.getItem('hideDownloadBar')).toBe('1');
    cleanup();
    await renderAt('/m/home', site(luckyvn));
    expect(bar()).toBeNull();
  });

  it.each([
    ['on another page', '/m/login', {}],
    ['during maintenance', '/m/home', { maintenance: true }],
    ['under region restriction', '/m/home', { regionRestriction: true }],
    ['without a download link', '/m/home', { resources: ['Android', 'IOS', 'MOBILECONFIG'].map((resourceType) => ({ resourceType, url: '' })) }],
  ])('is not there %s', async (_name, path, status) => {
    await renderAt(path, site(luckyvn, status));
    expect(bar()).toBeNull();
  });

  it('renders nothing at all for a visitor of a merchant with neither bar, links nor a public home', async () => {
    const { container } = await renderAt('/m/login', site(siamspin));
    expect(container.innerHTML).toBe('');
  });
});
