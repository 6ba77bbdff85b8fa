import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider, type Site } from '@/runtime/site';
import { readStatus } from '@/runtime/steps/system-status';
import validate from '@/runtime/validate-manifest.generated.js';
import { ui } from '@/state/ui';
import { StoryProvider } from '@/ui/testing/story-provider';
import luckyvn from '../../../../merchants/luckyvn/manifest.json';
import { loadRegisterTexts } from '../register/register-texts';
import { SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';

/** The button's rules with fake timers; the send itself is injected. */
const NOW = 1_700_000_000_000;

function site(statusPatch: Record<string, unknown> | null = null): Site {
  const manifest = structuredClone(luckyvn) as unknown as MerchantManifest;
  if (!validate(manifest)) throw new Error('manifest is invalid');
  const live = statusPatch ? readStatus({ whitelabelVal: {}, ...statusPatch }) : null;
  return { manifest, features: resolveFeatures(manifest, live), routes: buildRouteTable(manifest.routes), status: live, assetBase: '/m/merchants/luckyvn/' };
}

function renderButton(props: Partial<SmsCodeButtonProps>, s = site()) {
  const all: SmsCodeButtonProps = { countryDialingCode: '+84', mobileNum: '0912 345 678', onMissingMobile: vi.fn(), ...props };
  render(<StoryProvider><SiteProvider value={s}><SmsCodeButton {...all} /></SiteProvider></StoryProvider>);
  return all;
}
const button = () => screen.getAllByRole('button')[0]!;
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

beforeAll(async () => {
  await loadRegisterTexts();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  ui.dialogs.splice(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SmsCodeButton', () => {
  it('asks the host to highlight the mobile field instead of sending without a number', async () => {
    const send = vi.fn();
    const props = renderButton({ mobileNum: '  ', send, purpose: 'second-factor' });
    await flush();
    fireEvent.click(button());
    expect(props.onMissingMobile).toHaveBeenCalledOnce();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once (a double tap included), then counts down to expirationTime and offers a resend', async () => {
    let answer!: (v: { expirationTime: number }) => void;
    const send = vi.fn(() => new Promise<{ expirationTime: number }>((r) => (answer = r)));
    const onSent = vi.fn();
    renderButton({ send, onSent, mobileNum: '0912 345-601', purpose: 'register' });
    await flush();
    fireEvent.click(button());
    fireEvent.click(button());
    expect(send).toHaveBeenCalledExactlyOnceWith({ countryDialingCode: '+84', mobileNum: '0912345601' }, {});
    expect(button().textContent).toBe('Sending…');
    await act(async () => answer({ expirationTime: NOW + 45_000 }));
    expect(onSent).toHaveBeenCalledWith(NOW + 45_000);
    expect(button().textContent).toContain('Resend in 45s');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(44_000)));
    expect(button().textContent).toContain('Resend in 1s');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(button().textContent).toBe('Resend code');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts one minute with the Firebase SMS provider', async () => {
    const send = vi.fn(async () => ({ expirationTime: NOW + 300_000 }));
    renderButton({ send, mobileNum: '912345602' }, site({ sms: { provider: 'firebase', apiKey: 'k' } }));
    await flush();
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toContain('Resend in 60s');
  });

  it('keeps the countdown of a number when the form is opened again', async () => {
    renderButton({ send: async () => ({ expirationTime: NOW + 30_000 }), mobileNum: '912345603' });
    await flush();
    fireEvent.click(button());
    await flush();
    cleanup();
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    renderButton({ send: vi.fn(), mobileNum: '912345603' });
    await flush();
    expect(button().textContent).toContain('Resend in 20s');
  });

  it('counts down for the number the code went to: another number may be sent to at once, and the first number brings its countdown back', async () => {
    const send = vi.fn(async () => ({ expirationTime: NOW + 30_000 }));
    const wrap = (mobileNum: string) => <StoryProvider><SiteProvider value={site()}><SmsCodeButton countryDialingCode="+84" mobileNum={mobileNum} onMissingMobile={vi.fn()} send={send} /></SiteProvider></StoryProvider>;
    const { rerender } = render(wrap('912345611'));
    await flush();
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toContain('Resend in 30s');
    rerender(wrap('912345612'));
    expect(button().textContent).toBe('Send code');
    fireEvent.click(button());
    await flush();
    expect(send).toHaveBeenLastCalledWith({ countryDialingCode: '+84', mobileNum: '912345612' }, {});
    await act(async () => void (await vi.advanceTimersByTimeAsync(5_000)));
    rerender(wrap('912345611'));
    expect(button().textContent).toContain('Resend in 25s');
  });

  it('waits a minute after TOO_MANY_REQUEST_SMS (silent in the catalogue) and re-enables after any other failure', async () => {
    const send = vi.fn()
      .mockRejectedValueOnce(new HttpError({ code: 'mobile.invalid', status: 200, message: 'bad number', value: null, path: '/wps/verification/sms/noLogin' }))
      .mockRejectedValueOnce(new HttpError({ code: 'TOO_MANY_REQUEST_SMS', status: 200, message: '', value: null, path: '/wps/verification/sms/noLogin' }));
    renderButton({ send, mobileNum: '912345604' });
    await flush();
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toBe('Send code');
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toContain('Resend in 60s');
  });

  it('with onFailed (a caller-alert send: the password reset), a refusal goes to the host and TOO_MANY stays silent', async () => {
    const refused = new HttpError({ code: 'captcha.invalid', status: 200, message: 'captcha', value: null, path: '/wps/member/password/reset/code' });
    const send = vi.fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(new HttpError({ code: 'TOO_MANY_REQUEST_SMS', status: 200, message: '', value: null, path: '/wps/member/password/reset/code' }));
    const onFailed = vi.fn();
    renderButton({ send, onFailed, purpose: 'reset', mobileNum: '912345605', sentLabel: 'If an account uses this number, a code is on its way.' });
    await flush();
    fireEvent.click(button());
    await flush();
    expect(onFailed).toHaveBeenCalledExactlyOnceWith(refused);
    expect(ui.dialogs).toHaveLength(0);
    fireEvent.click(button());
    await flush();
    expect(onFailed).toHaveBeenCalledOnce();
    expect(button().textContent).toContain('Resend in 60s');
    expect(screen.getByRole('status').textContent).toBe('If an account uses this number, a code is on its way.');
  });
});
