import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { buildRouteTable } from '@/runtime/build-route-table';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/resolve-features';
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
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

beforeAll(async () => {
  await loadRegisterTexts(); // the SMS send button's texts
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
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
});
