import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { SiteProvider, type Site } from '@/runtime/site';
import validate from '@/runtime/validate-manifest.generated.js';
import { StoryProvider } from '@/ui/testing/story-provider';
import luckyvn from '../../../../merchants/luckyvn/manifest.json';
import { loadRegisterTexts } from '../register/register-texts';
import { SecondFactorModal } from './second-factor-modal';

/** The modal's rules: tabs, clearing, empty fields, trimming, the success sequence. */
function site(): Site {
  const manifest = structuredClone(luckyvn) as unknown as MerchantManifest;
  if (!validate(manifest)) throw new Error('manifest is invalid');
  return { manifest, features: resolveFeatures(manifest, null), routes: buildRouteTable(manifest.routes), status: null, assetBase: '/m/merchants/luckyvn/' };
}

const VALUE = { id: 9, token: 'tok-2fa', userName: 'twofa', customerType: 0 };

function open(methods: Record<string, boolean>, verify = vi.fn().mockResolvedValue(VALUE)) {
  const props = { onCancel: vi.fn(), onClose: vi.fn(), onVerified: vi.fn(), verify };
  render(
    <StoryProvider>
      <SiteProvider value={site()}>
        <SecondFactorModal methods={methods} credentials={{ username: 'twofa', password: 'twofa123' }} {...props} />
      </SiteProvider>
    </StoryProvider>,
  );
  return props;
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
// One frame on: a submit starts once its busy state has been painted (ui/use-submit-guard.ts).
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(17)));

beforeAll(async () => {
  await loadRegisterTexts(); // the SMS send button's texts
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SecondFactorModal', () => {
  it('shows one tab per required method in the order payeeName, sms, ga, email, the first one chosen', () => {
    open({ email: true, ga: true, sms: false, payeeName: true });
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Payee name', 'true'], ['Authenticator', 'false'], ['Email', 'false'],
    ]);
    expect(input('payeeName')).toBeTruthy();
  });

  it('highlights and focuses an empty required field with no message, and sends nothing', async () => {
    const { verify } = open({ sms: true, email: true });
    fireEvent.change(input('mobileNum'), { target: { value: ' 912345670 ' } });
    fireEvent.change(input('verificationCode'), { target: { value: '   ' } });
    submit();
    await flush();
    expect(input('verificationCode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('verificationCode'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(verify).not.toHaveBeenCalled();
  });

  it('asks for the mobile number before sending an SMS code', async () => {
    open({ sms: true });
    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    await flush();
    expect(input('mobileNum').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('mobileNum'));
  });

  it('clears the form when switching tabs', async () => {
    open({ sms: true, email: true });
    fireEvent.change(input('mobileNum'), { target: { value: '912345670' } });
    submit();
    await flush();
    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(input('mobileNum').value).toBe('');
    expect(input('mobileNum').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends trimmed values with the method letter, shows success for 1.5 s, closes, and continues 500 ms later', async () => {
    const { verify, onClose, onVerified } = open({ email: true });
    fireEvent.change(input('email'), { target: { value: '  246810  ' } });
    submit();
    await flush();
    expect(verify).toHaveBeenCalledWith({ username: 'twofa', password: 'twofa123', method: 'E', email: '246810' });
    expect(screen.getByRole('status').textContent).toMatch(/Verified/);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1499)));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onVerified).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(onVerified).toHaveBeenCalledWith(VALUE);
  });

  it('shows the server message and keeps what was typed on a wrong code', async () => {
    const verify = vi.fn().mockRejectedValue(new HttpError({ code: 'verification.code.err', message: 'The verification code is incorrect.', status: 200 }));
    const { onVerified } = open({ ga: true }, verify);
    fireEvent.change(input('authCode'), { target: { value: '111111' } });
    submit();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The verification code is incorrect.');
    expect(input('authCode').value).toBe('111111');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('a double tap on Verify sends one verification', async () => {
    let answer: (value: typeof VALUE) => void = () => undefined;
    const verify = vi.fn(() => new Promise<typeof VALUE>((resolve) => (answer = resolve)));
    const { onVerified } = open({ ga: true }, verify);
    fireEvent.change(input('authCode'), { target: { value: '123456' } });
    const button = screen.getByRole('button', { name: 'Verify' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(input('authCode').form!);
    await flush();
    expect(verify).toHaveBeenCalledOnce();
    answer(VALUE);
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    expect(onVerified).toHaveBeenCalledOnce();
    expect(verify).toHaveBeenCalledOnce();
  });

  it('an expired code shows the server message, keeps the form open, and a new code goes through', async () => {
    const verify = vi.fn()
      .mockRejectedValueOnce(new HttpError({ code: 'verification.code.expired', message: 'The verification code has expired. Request a new one.', status: 200 }))
      .mockResolvedValue(VALUE);
    const { onVerified, onCancel } = open({ email: true }, verify);
    fireEvent.change(input('email'), { target: { value: '111111' } });
    submit();
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('The verification code has expired. Request a new one.');
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(600))); // the submit guard's release
    fireEvent.change(input('email'), { target: { value: '222222' } });
    submit();
    await flush();
    expect(verify).toHaveBeenLastCalledWith({ username: 'twofa', password: 'twofa123', method: 'E', email: '222222' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    expect(onVerified).toHaveBeenCalledWith(VALUE);
  });
});
