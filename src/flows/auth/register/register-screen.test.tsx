import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HttpError } from '@/lib/http';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider, type Site } from '@/runtime/site';
import { readStatus } from '@/runtime/steps/system-status';
import validate from '@/runtime/validate-manifest.generated.js';
import { session } from '@/state/session';
import { ui } from '@/state/ui';
import { StoryProvider } from '@/ui/testing/story-provider';
import goldcrest from '../../../../merchants/goldcrest/manifest.json';
import luckyvn from '../../../../merchants/luckyvn/manifest.json';
import type { CaptchaWidgetProps } from '../captcha';
import { loadRegisterTexts } from './register-texts';

/**
 * The registration states with the real screen, view and guard; the call
 * (register-submit.ts, tested through its payload builder and e2e), the captcha and the country
 * data are the collaborators replaced here.
 */
const mocks = vi.hoisted(() => ({ submit: vi.fn(), solve: vi.fn(), widgetSolved: null as null | CaptchaWidgetProps['onSolved'], widgetRounds: [] as unknown[] }));
vi.mock('./register-submit', () => ({ submitRegistration: mocks.submit }));
vi.mock('../sms/country-data', () => ({
  useCountryChoice: () => ({ show: false, locked: false, defaultDialingCode: '+84', info: null, selected: null, dialingCode: '+84', select: () => undefined }),
}));
vi.mock('../captcha', () => ({
  captchaNeeded: (purpose: string, c: { login: boolean; sms: boolean }) => (purpose === 'sms' ? c.sms : c.login),
  isCaptchaError: (e: unknown) => e instanceof Error && e.name === 'CaptchaError',
  solveCaptcha: mocks.solve,
  CaptchaWidget: (props: CaptchaWidgetProps) => {
    mocks.widgetSolved = props.onSolved;
    mocks.widgetRounds.push(props.resetKey);
    return <p>captcha widget</p>;
  },
}));

const { default: RegisterScreen } = await import('./register-screen');

function site(raw: unknown, status: Record<string, unknown> | null = null): Site {
  const manifest = structuredClone(raw) as MerchantManifest;
  if (!validate(manifest)) throw new Error('manifest is invalid');
  const live = status ? readStatus(status) : null;
  return { manifest, features: resolveFeatures(manifest, live), routes: buildRouteTable(manifest.routes), status: live, assetBase: '/' };
}

function renderScreen(s = site(luckyvn)) {
  const memory = memoryLocation({ path: '/m/register', record: true });
  render(<StoryProvider><Router hook={memory.hook}><SiteProvider value={s}><RegisterScreen /></SiteProvider></Router></StoryProvider>);
  return memory;
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

beforeAll(async () => {
  await loadRegisterTexts();
});
beforeEach(() => {
  sessionStorage.clear();
  session.info = null;
  mocks.submit.mockReset();
  mocks.solve.mockReset();
  mocks.widgetRounds = [];
  ui.dialogs.splice(0);
});
afterEach(cleanup);

describe('RegisterScreen', () => {
  it('restores the mobile number kept across a missing-chunk reload, on the mobile form, once', async () => {
    history.replaceState(null, '', '/m/register');
    sessionStorage.setItem('form-draft', JSON.stringify({ path: '/m/register', at: Date.now(), values: { mobileNum: '912345678' } }));
    try {
      renderScreen();
      await screen.findByRole('tab', { name: 'Username' });
      expect(field('mobileNum').value).toBe('912345678');
      expect(sessionStorage.getItem('form-draft')).toBeNull();
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('registers once for a double tap, shows the success message, then stores the session (first-time login) and goes home', async () => {
    let answer!: (v: unknown) => void;
    mocks.submit.mockReturnValue(new Promise((r) => (answer = r)));
    const memory = renderScreen();
    await screen.findByRole('tab', { name: 'Username' });
    type('username', ' newbie01 ');
    type('password', 'secret99');
    submit();
    fireEvent.submit(document.querySelector('form')!); // the second tap (or Enter) while the first runs
    await waitFor(() => expect(mocks.submit).toHaveBeenCalledOnce());
    expect(mocks.submit).toHaveBeenCalledWith({ kind: 'username', username: 'newbie01', password: 'secret99', login: true }, { facebookPixelId: '100200300400500', scriptOrigins: ['https://connect.facebook.net'] }, {});
    expect(screen.getByRole('button', { name: 'Registering…' })).toBeTruthy();
    await act(async () => answer({ id: 7, token: 'tok-7', userName: 'newbie01', customerType: 0, firstTimeLogin: true }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Registration successful. Logging you in now.');
    expect(sessionStorage.getItem('session-info')).toBeNull(); // stored on confirm
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(JSON.parse(sessionStorage.getItem('session-info')!)).toMatchObject({ token: 'tok-7', userName: 'newbie01', merchantCode: 'LVN', firstTimeLogin: true });
    expect(memory.history?.at(-1)).toBe('/m/home');
  });

  it('without a username the server names the account: the message shows it, and without login the player goes to the login page', async () => {
    mocks.submit.mockResolvedValue({ id: 8, userName: 'u40213377', customerType: 0, firstTimeLogin: true });
    const memory = renderScreen();
    await screen.findByRole('tab', { name: 'Username' });
    type('password', 'secret99');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Log me in after registering' }));
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Log in with your new account.');
    expect(dialog.textContent).toContain('Your username: u40213377');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(sessionStorage.getItem('session-info')).toBeNull();
    expect(memory.history?.at(-1)).toBe('/m/login');
  });

  it('highlights and focuses an empty required field and sends nothing', async () => {
    renderScreen();
    await screen.findByRole('tab', { name: 'Username' });
    submit();
    expect(field('password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('password'));
    expect(mocks.submit).not.toHaveBeenCalled();
  });

  it('runs the captcha first when no result is present, uses the widget’s result when there is one, and refreshes it after a failure', async () => {
    mocks.solve.mockResolvedValue({ geetestValidateV4: 'popup' });
    mocks.submit.mockRejectedValue(new HttpError({ code: 'member.exists', message: 'taken', status: 200 }));
    renderScreen(site(luckyvn, { whitelabelVal: { GEETEST3: true } }));
    await screen.findByText('captcha widget');
    type('username', 'demo');
    type('password', 'secret99');
    submit();
    await waitFor(() => expect(mocks.submit).toHaveBeenCalledOnce());
    expect(mocks.solve).toHaveBeenCalledOnce();
    expect(mocks.submit.mock.calls[0]![2]).toEqual({ geetestValidateV4: 'popup' });
    await waitFor(() => expect(ui.dialogs.map((d) => d.message)).toEqual(['taken'])); // the server's message
    // What was typed stays; the widget got a new round (the challenge was used up).
    expect(field('username').value).toBe('demo');
    expect(field('password').value).toBe('secret99');
    await waitFor(() => expect(mocks.widgetRounds.at(-1)).toBe(1));

    await act(async () => mocks.widgetSolved!({ geetestValidateV4: 'widget' }));
    await act(async () => new Promise((r) => setTimeout(r, 550))); // the guard's 500 ms
    submit();
    await waitFor(() => expect(mocks.submit).toHaveBeenCalledTimes(2));
    expect(mocks.solve).toHaveBeenCalledOnce();
    expect(mocks.submit.mock.calls[1]![2]).toEqual({ geetestValidateV4: 'widget' });
  });

  it('stops with the captcha’s own message when it was not solved', async () => {
    mocks.solve.mockRejectedValue(Object.assign(new Error('Please verify first.'), { name: 'CaptchaError' }));
    renderScreen(site(luckyvn, { whitelabelVal: { GEETEST3: true } }));
    await screen.findByText('captcha widget');
    type('password', 'secret99');
    submit();
    await waitFor(() => expect(mocks.solve).toHaveBeenCalledOnce());
    expect(mocks.submit).not.toHaveBeenCalled();
    await waitFor(() => expect(ui.dialogs.map((d) => [d.title, d.message])).toEqual([['Notice', 'Please verify first.']]));
  });

  it('mobile registration without MOBILENUMPASSREG3 has no password field and sends the merchant’s default password', async () => {
    mocks.submit.mockResolvedValue({ id: 9, token: 'tok-9', userName: '912345699', updatePassword: false });
    const memory = renderScreen(site(goldcrest));
    fireEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(field('password')).toBeNull();
    type('mobileNum', '912 345 699');
    submit();
    expect(document.activeElement).toBe(field('verificationCode'));
    type('verificationCode', '123456');
    submit();
    await waitFor(() => expect(mocks.submit).toHaveBeenCalledOnce());
    expect(mocks.submit.mock.calls[0]![0]).toEqual({
      kind: 'mobile', mobileNum: '912 345 699', countryDialingCode: '+84', verificationCode: '123456', password: goldcrest.registration.mobileDefaultPassword, login: true,
    });
    // The default is public (any browser reads the manifest): the new account changes it first,
    // whatever the server's updatePassword says.
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(memory.history?.at(-1)).toBe('/m/changePsw');
  });

  it('asks for a password when the back office turns MOBILENUMPASSREG3 off on a merchant with no default (a decision, docs/decisions.md)', async () => {
    const raw = structuredClone(luckyvn) as { registration: { mobileDefaultPassword?: string } };
    delete raw.registration.mobileDefaultPassword;
    renderScreen(site(raw, { whitelabelVal: { MOBILENUMPASSREG3: false } }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(field('password')).not.toBeNull();
  });

  it('sends a logged-in player home', () => {
    session.info = { id: '1', token: 't', merchantCode: 'LVN', userName: 'demo', type: 0, firstTimeLogin: false };
    sessionStorage.setItem('session-info', JSON.stringify(session.info));
    const memory = renderScreen();
    expect(memory.history?.at(-1)).toBe('/m/home');
  });
});
