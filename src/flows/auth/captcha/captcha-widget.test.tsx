import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureSet } from '@/runtime/steps/resolve-features';
import { StoryProvider } from '@/ui/testing/story-provider';
import { CaptchaWidget, solveCaptcha } from './index';
import { fakeGeetest } from './testing/fake-geetest';

// The wired widget through the lazy export, with the provider played by the test (v4: no
// challenge call, so no server is needed).
const A = '/__sandbox/geetest/cdn-a';
const captcha: FeatureSet['captcha'] = { login: true, register: true, sms: false, id: 'gt4-id', version: 'v4', testMode: false };
const context = { captcha, scriptBases: [A] };
let provider: ReturnType<typeof fakeGeetest>;

beforeEach(() => {
  provider = fakeGeetest('v4');
});
afterEach(() => {
  cleanup();
  provider.uninstall();
});

function renderWidget(onSolved = vi.fn(), resetKey = 0) {
  const view = (key: number) => (
    <StoryProvider>
      <CaptchaWidget purpose="register" context={context} onSolved={onSolved} resetKey={key} />
    </StoryProvider>
  );
  const result = render(view(resetKey));
  return { onSolved, rerender: (key: number) => result.rerender(view(key)) };
}

/** The script arrives (first time only) and the provider says ready. */
async function ready(first = true) {
  if (first) await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
  if (first) act(() => provider.arrive(A));
  await waitFor(() => expect(provider.made.length).toBeGreaterThan(0));
  act(() => provider.last().fire('ready'));
  return screen.findByRole('button', { name: 'Click to verify' });
}

describe('<CaptchaWidget>', () => {
  it('loading → waiting → verifying; a close resets to waiting; solving → success with the fields', async () => {
    const { onSolved } = renderWidget();
    expect(await screen.findByText('Loading verification…')).toBeTruthy();
    const button = await ready();
    fireEvent.click(button);
    expect(provider.last().shown).toBe(1);
    expect((screen.getByRole('button', { name: 'Verifying…' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => provider.last().fire('close'));
    fireEvent.click(await screen.findByRole('button', { name: 'Click to verify' }));
    expect(provider.last().shown).toBe(2);
    act(() => provider.last().solve({ lot_number: 'L1', pass_token: 'ok' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(onSolved).toHaveBeenLastCalledWith({ geetestValidateV4: JSON.stringify({ lot_number: 'L1', pass_token: 'ok' }) });
  });

  it('shows the provider error with its code digits, and retry goes back to loading with a new captcha', async () => {
    renderWidget();
    fireEvent.click(await ready());
    act(() => provider.last().fire('error', { code: '60100', msg: 'Too many attempts' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts (60100)');
    const first = provider.last();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading verification…')).toBeTruthy();
    expect(first.destroyed).toBe(true);
    await ready(false);
    expect(provider.made).toHaveLength(2);
  });

  it('a new resetKey loads a fresh captcha and withdraws the solved answer', async () => {
    const { onSolved, rerender } = renderWidget();
    fireEvent.click(await ready());
    act(() => provider.last().solve({ lot_number: 'L1', pass_token: 'ok' }));
    await screen.findByText('Verified');
    onSolved.mockClear();
    rerender(1);
    expect(await screen.findByText('Loading verification…')).toBeTruthy();
    expect(onSolved).toHaveBeenCalledWith(null);
    expect(provider.made[0]!.destroyed).toBe(true);
    await ready(false);
  });

  it('holds the one-at-a-time lock while open: solveCaptcha elsewhere is refused meanwhile', async () => {
    renderWidget();
    fireEvent.click(await ready());
    await expect(solveCaptcha('login', context)).rejects.toMatchObject({ code: 'too_fast' });
    act(() => provider.last().fire('close'));
    await screen.findByRole('button', { name: 'Click to verify' });
    const run = solveCaptcha('login', context);
    await waitFor(() => expect(provider.made).toHaveLength(2));
    act(() => provider.last().fire('ready'));
    await waitFor(() => expect(provider.last().shown).toBe(1));
    act(() => provider.last().fire('close'));
    await expect(run).rejects.toMatchObject({ code: 'verify_first' });
  });
});
