import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider, type Site } from '@/runtime/site';
import validate from '@/runtime/validate-manifest.generated.js';
import { confirmLandedAccount, forgetLanding, landing, markLanded } from '@/state/landing';
import { session, setSession } from '@/state/session';
import { StoryProvider } from '@/ui/testing/story-provider';
import luckyvn from '../../../../merchants/luckyvn/manifest.json';
import { LandingOverlay } from './landing-overlay';

/**
 * The shell overlay of a landing with a token in the link: the bar's place before #root, the bar
 * with the account's name until "That's me", the word when the token was not taken, and the one
 * question before the cashier. Nothing at all for a page without such a landing.
 */
const manifest = structuredClone(luckyvn) as unknown;
if (!validate(manifest)) throw new Error('luckyvn manifest is invalid'); // the validator also fills in the defaults
const site: Site = { manifest: manifest as MerchantManifest, features: resolveFeatures(manifest as MerchantManifest, null), routes: buildRouteTable(manifest.routes), status: null, assetBase: '/m/merchants/luckyvn/' };

async function show() {
  const result = render(<StoryProvider><SiteProvider value={site}><LandingOverlay /></SiteProvider></StoryProvider>);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return result;
}

beforeAll(async () => {
  await import('./landing-part');
});
beforeEach(() => {
  sessionStorage.clear();
  session.info = null;
  forgetLanding();
  landing.refused = null;
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(cleanup);

describe('LandingOverlay', () => {
  it('shows nothing and opens no place without a landing', async () => {
    setSession({ token: 'typed', merchantCode: 'LVN', userName: 'demo' });
    await show();
    expect(document.querySelector('.landing-slot')).toBeNull();
    expect(screen.queryByTestId('landing-bar')).toBeNull();
  });

  it('names the account in a place of its own before the app’s root, until the player keeps it', async () => {
    setSession({ token: 'link-token', merchantCode: 'LVN', userName: 'member1' });
    markLanded('member1');
    await show();
    const bar = await screen.findByTestId('landing-bar');
    expect(bar.textContent).toContain('A link signed you in as member1.');
    const slot = document.querySelector('.landing-slot');
    expect(slot?.contains(bar)).toBe(true);
    expect(slot?.nextElementSibling?.id).toBe('root');
    fireEvent.click(screen.getByRole('button', { name: "That's me" }));
    await waitFor(() => expect(screen.queryByTestId('landing-bar')).toBeNull());
    expect(document.querySelector('.landing-slot')).toBeNull();
    expect(landing.account).toEqual({ userName: 'member1', banner: false, confirmed: false });
  });

  it('says why a link’s token was not taken, until OK', async () => {
    landing.refused = 'unchecked';
    await show();
    expect((await screen.findByTestId('landing-bar')).textContent).toContain('could not be checked');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('landing-bar')).toBeNull());
    expect(landing.refused).toBeNull();
  });

  it('asks before the cashier; Continue carries on and is remembered', async () => {
    setSession({ token: 'link-token', merchantCode: 'LVN', userName: 'member1' });
    markLanded('member1');
    await show();
    await screen.findByTestId('landing-bar');
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmLandedAccount();
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Check the account' });
    expect(dialog.textContent).toContain('You are signed in as member1. Continue?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(await answer).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The yes also closes the bar: the player has said whose account this is.
    await waitFor(() => expect(screen.queryByTestId('landing-bar')).toBeNull());
    expect(await confirmLandedAccount()).toBe(true);
  });
});
