import { cleanup, render, renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenComponent } from '@/runtime/flow';
import { credentialFields, markMarketingScript } from '@/state/credential-fields';
import * as fields from '@/state/credential-fields';
import { CredentialReload, useCredentialRoute } from './credential-route';

const plain = (() => null) as ScreenComponent;
const login = Object.assign(() => null, { credentialFields: true }) as ScreenComponent;

afterEach(() => {
  cleanup();
  Object.assign(credentialFields, { screen: false, overlays: 0, marketingScript: false });
});

describe('useCredentialRoute', () => {
  it('declares a credential screen from the address asking for it until the last one has left the view', () => {
    const view = renderHook(({ asked, onView }) => useCredentialRoute(asked, onView), { initialProps: { asked: plain, onView: plain } });
    expect(credentialFields.screen).toBe(false);
    view.rerender({ asked: login, onView: plain }); // the move to login renders in the background
    expect(credentialFields.screen).toBe(true);
    view.rerender({ asked: plain, onView: login }); // leaving: the login page is still on view
    expect(credentialFields.screen).toBe(true);
    view.rerender({ asked: plain, onView: plain });
    expect(credentialFields.screen).toBe(false);
  });

  it('asks for a new document only when a credential screen is asked for after a marketing script ran', () => {
    const view = renderHook(({ asked, onView }) => useCredentialRoute(asked, onView), { initialProps: { asked: plain, onView: plain } });
    expect(view.result.current).toBe(false);
    act(() => markMarketingScript());
    expect(view.result.current).toBe(false); // home with its pixels: nothing to do
    view.rerender({ asked: plain, onView: login });
    expect(view.result.current).toBe(false); // a credential screen leaving the view needs none
    view.rerender({ asked: login, onView: plain });
    expect(view.result.current).toBe(true);
  });

  it('renders the screen on view again for a marketing script only where a credential screen is asked for', async () => {
    let renders = 0;
    const useCounted = ({ asked, onView }: { asked: ScreenComponent; onView: ScreenComponent }) => {
      renders += 1;
      return useCredentialRoute(asked, onView);
    };
    const home = renderHook(useCounted, { initialProps: { asked: plain, onView: plain } });
    const before = renders;
    // valtio tells its subscribers after a microtask: an async act waits for that.
    await act(async () => markMarketingScript());
    expect(renders).toBe(before); // the tracking's start leaves home's render alone
    home.unmount();
    Object.assign(credentialFields, { marketingScript: false });
    const loginPage = renderHook(useCounted, { initialProps: { asked: login, onView: login } });
    expect(loginPage.result.current).toBe(false);
    await act(async () => markMarketingScript());
    expect(loginPage.result.current).toBe(true); // read there, so the change renders
  });
});

describe('CredentialReload', () => {
  it('loads the address again, once, and shows the loading state meanwhile', () => {
    const reload = vi.spyOn(fields, 'reloadForCredentials').mockImplementation(() => undefined);
    const view = render(<CredentialReload label="Loading" />);
    expect(view.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    view.rerender(<CredentialReload label="Loading" />);
    expect(reload).toHaveBeenCalledOnce();
  });
});
