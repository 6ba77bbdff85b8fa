import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { StoryProvider } from '@/ui/testing/story-provider';
import { loadRegisterTexts } from '../register/register-texts';
import { EmailCodeButton, type EmailCodeButtonProps } from './email-code-button';

/** The email tab's send button with fake timers; the send itself is injected. */
const NOW = 1_700_000_000_000;
const button = () => screen.getAllByRole('button')[0]!;
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

function renderButton(props: Partial<EmailCodeButtonProps>) {
  const all: EmailCodeButtonProps = { email: 'demo@sandbox.test', canSend: () => true, send: vi.fn(async () => ({ expirationTime: NOW + 60_000 })), onFailed: vi.fn(), sentLabel: 'On its way.', ...props };
  const view = render(<StoryProvider><EmailCodeButton {...all} /></StoryProvider>);
  return { ...all, rerender: (next: Partial<EmailCodeButtonProps>) => view.rerender(<StoryProvider><EmailCodeButton {...all} {...next} /></StoryProvider>) };
}

beforeAll(async () => {
  await loadRegisterTexts();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('EmailCodeButton', () => {
  it('sends nothing when the host says the address is not ready', async () => {
    const send = vi.fn();
    renderButton({ email: 'nobody-yet', canSend: () => false, send });
    await flush();
    fireEvent.click(button());
    expect(send).not.toHaveBeenCalled();
  });

  it('counts down for the address it sent to; another address may be sent to at once', async () => {
    const onSent = vi.fn();
    const props = renderButton({ email: 'a1@sandbox.test', onSent });
    await flush();
    fireEvent.click(button());
    await flush();
    expect(props.send).toHaveBeenCalledWith('a1@sandbox.test');
    expect(onSent).toHaveBeenCalledOnce();
    expect(button().textContent).toContain('Resend in 60s');
    expect(screen.getByRole('status').textContent).toBe('On its way.');
    props.rerender({ email: 'a2@sandbox.test' });
    expect(button().textContent).toBe('Send code');
    props.rerender({ email: 'A1@sandbox.test ' });
    expect(button().textContent).toContain('Resend in 60s');
  });

  it('TOO_MANY_REQUEST_EMAIL counts a minute down silently; any other failure goes to the host', async () => {
    const refused = new HttpError({ code: 'email.invalid', status: 200, message: 'bad address' });
    const send = vi.fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(new HttpError({ code: 'TOO_MANY_REQUEST_EMAIL', status: 200, message: '' }));
    const props = renderButton({ email: 'a3@sandbox.test', send });
    await flush();
    fireEvent.click(button());
    await flush();
    expect(props.onFailed).toHaveBeenCalledWith(refused);
    expect(button().textContent).toBe('Send code');
    fireEvent.click(button());
    await flush();
    expect(props.onFailed).toHaveBeenCalledOnce();
    expect(button().textContent).toContain('Resend in 60s');
  });
});
