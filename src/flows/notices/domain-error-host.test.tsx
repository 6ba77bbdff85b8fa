import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n/i18n';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider } from '@/runtime/site';
import validate from '@/runtime/validate-manifest.generated.js';
import luckyvn from '../../../merchants/luckyvn/manifest.json';
import { DomainErrorHost } from './domain-error-host';
import { domainError, showDomainError } from './domain-error-state';

const manifest: unknown = structuredClone(luckyvn);
if (!validate(manifest)) throw new Error('luckyvn manifest is invalid');
// The status call failed (that is how the modal comes about): the manifest alone decides.
const site = { manifest, features: resolveFeatures(manifest, null), routes: buildRouteTable(manifest.routes), status: null, assetBase: '/m/merchants/luckyvn/' };

afterEach(() => {
  cleanup();
  domainError.message = null;
  vi.restoreAllMocks();
});

describe('DomainErrorHost', () => {
  it('shows nothing until the status says domain_not_available, then the modal with the message', async () => {
    await initI18n('EN');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let finishRetry: () => void = () => undefined;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (finishRetry = resolve)));
    render(<SiteProvider value={site}><DomainErrorHost services={{ recoverDomain: onRetry }} /></SiteProvider>);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => showDomainError('This domain is not available.'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('This domain is not available.');

    const retry = screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement;
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    expect(retry.disabled).toBe(true); // one retry at a time
    await act(async () => finishRetry());
    expect(retry.disabled).toBe(false);

    // No status, no server list (the http layer is not set up here): the manifest's defaultUrl.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Contact us' }));
      expect(open).toHaveBeenCalledWith('https://support.luckyvn.example/chat', '_blank', 'noopener,noreferrer');
    });
  });
});
