import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider, type Site } from '@/runtime/site';
import validate from '@/runtime/validate-manifest.generated.js';
import { StoryProvider } from '@/ui/testing/story-provider';
import luckyvn from '../../../../merchants/luckyvn/manifest.json';
import LoginScreen from './login-screen';

/**
 * The login page is a first load (Siam Spin): on a fresh device it must load nothing past the form;
 * with a remembered login it loads the auto-login code and fills the form in. The lazy module is
 * replaced here so the test sees whether (and how) the page asks for it.
 */
const loaded = vi.hoisted(() => ({ count: 0 }));
const autoLogin = vi.hoisted(() => vi.fn());
vi.mock('./login-actions', () => {
  loaded.count++;
  return { autoLogin, submitLogin: vi.fn().mockResolvedValue('wrong password'), finishLogin: vi.fn(), SmsLoginForm: () => null };
});

function site(): Site {
  const manifest = structuredClone(luckyvn) as unknown as MerchantManifest;
  if (!validate(manifest)) throw new Error('manifest is invalid');
  delete (manifest as { firebase?: unknown }).firebase; // no social buttons: not this test's subject
  return { manifest, features: resolveFeatures(manifest, null), routes: buildRouteTable(manifest.routes), status: null, assetBase: '/m/merchants/luckyvn/' };
}
const show = () => render(<StoryProvider path="/m/login"><SiteProvider value={site()}><LoginScreen /></SiteProvider></StoryProvider>);
const remember = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' });
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

beforeEach(() => {
  vi.stubGlobal('indexedDB', {}); // jsdom has none; the page only asks whether it exists
  localStorage.clear();
  autoLogin.mockReset();
});
afterEach(cleanup);

describe('LoginScreen', () => {
  it('loads nothing more on a device without a remembered login', async () => {
    const before = loaded.count;
    show();
    await flush();
    expect(loaded.count).toBe(before);
    expect(autoLogin).not.toHaveBeenCalled();
    expect(remember().checked).toBe(false);
    expect(remember().disabled).toBe(false);
  });

  it('with a remembered login, runs the auto login, which fills the form in and ticks the box', async () => {
    localStorage.setItem('remember-login', '{"type":"username","username":"demo","merchant":"LVN","password":{"iv":"x","data":"y"}}');
    autoLogin.mockImplementation(async (_env, _guard, fill: (l: object) => void) => {
      fill({ type: 'username', username: 'demo', password: 'demo1234' });
      return undefined;
    });
    show();
    // The auto login's code loads after the first paint: waited for, not a fixed time.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', 'demo'));
    expect(autoLogin).toHaveBeenCalledOnce();
    expect(autoLogin.mock.calls[0]![0]).toMatchObject({ search: '' });
    expect(document.querySelector<HTMLInputElement>('input[name="password"]')!.value).toBe('demo1234');
    expect(remember().checked).toBe(true);
  });

  // Text typed into the form (the HTML shell's, taken over by the app, or the app's) is the
  // player's: the remembered login, which arrives a moment later, neither replaces it nor logs in.
  it('what the player types before the remembered login is at hand stays: nothing fills over it', async () => {
    localStorage.setItem('remember-login', '{"type":"username","username":"demo","merchant":"LVN","password":{"iv":"x","data":"y"}}');
    let release = () => undefined as void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    autoLogin.mockImplementation(async (_env, _guard, fill: (l: object) => void) => {
      await ready;
      fill({ type: 'username', username: 'demo', password: 'demo1234' });
      return undefined;
    });
    show();
    const username = screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' });
    username.focus();
    fireEvent.input(username, { target: { value: 'other' } });
    await waitFor(() => expect(autoLogin).toHaveBeenCalledOnce());
    // The auto login is told, so it neither fills the form nor sends the remembered login.
    expect((autoLogin.mock.calls[0]![3] as () => boolean)()).toBe(true);
    release();
    await flush();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' }).value).toBe('other');
    expect(document.querySelector<HTMLInputElement>('input[name="password"]')!.value).toBe('');
    expect(document.activeElement).toBe(username);
  });

  it('a fill that comes while the player is in a field leaves the focus there', async () => {
    localStorage.setItem('remember-login', '{"type":"username","username":"demo","merchant":"LVN"}');
    let release = () => undefined as void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    autoLogin.mockImplementation(async (_env, _guard, fill: (l: object) => void) => {
      await ready;
      fill({ type: 'username', username: 'demo' });
      return undefined;
    });
    show();
    const username = screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' });
    username.focus();
    await waitFor(() => expect(autoLogin).toHaveBeenCalledOnce());
    release();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' }).value).toBe('demo'));
    expect(document.activeElement).toBe(username);
  });

  it('shows the message of an auto login that failed', async () => {
    localStorage.setItem('remember-login', '{"type":"username","username":"demo","merchant":"LVN"}');
    autoLogin.mockResolvedValueOnce('Your saved password no longer works.');
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Your saved password no longer works.');
  });

  it('disables "Remember me" with a notice when local storage refuses writes', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    show();
    await waitFor(() => expect(remember().disabled).toBe(true));
    expect(screen.getByText(/can't keep your login safely/)).toBeTruthy();
  });

  it('restores the username kept across a missing-chunk reload (the password stays empty), once', async () => {
    history.replaceState(null, '', '/m/login');
    sessionStorage.setItem('form-draft', JSON.stringify({ path: '/m/login', at: Date.now(), values: { username: 'player1' } }));
    show();
    // The draft's code loads after the first paint (a dynamic import): wait for it, not a fixed time.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' }).value).toBe('player1'));
    expect(document.querySelector<HTMLInputElement>('input[name="password"]')!.value).toBe('');
    expect(sessionStorage.getItem('form-draft')).toBeNull();
    history.replaceState(null, '', '/');
  });

  it('back from a password reset: that account filled in, a line saying so, and no remembered login runs', async () => {
    localStorage.setItem('remember-login', '{"type":"username","username":"member1","merchant":"LVN","password":{"iv":"x","data":"y"}}');
    history.replaceState({ passwordReset: { userName: 'demo' } }, '');
    show();
    await flush();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' }).value).toBe('demo');
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed. Log in with the new one.');
    expect(autoLogin).not.toHaveBeenCalled();
    history.replaceState(null, '');
  });

  it('an ordinary visit has no such line, and "Forgot password?" leads to the reset page', () => {
    show();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/m/forgotPassword');
  });

  it('switching to the Mobile tab clears the message', async () => {
    show();
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'demo' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'x' } });
    fireEvent.submit(document.querySelector('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('wrong password');
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
