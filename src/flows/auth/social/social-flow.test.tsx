import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseConfig } from '@/runtime/merchant-manifest.generated';
import { StoryProvider } from '@/ui/testing/story-provider';
import SocialFlow from './social-flow';

/**
 * A provider's popup that fails: blocked by the browser, closed by the player, cancelled by the SDK
 * (a second tap), or an account that exists with another provider. The player reads the error's
 * text with its Code and Reason lines (none for the SDK's own cancel), the flow ends, and nothing
 * is sent to the server.
 */
const popupIdToken = vi.hoisted(() => vi.fn());
const loginWithFirebase = vi.hoisted(() => vi.fn());
const showAlert = vi.hoisted(() => vi.fn(async (_request: { message: string }) => undefined));
vi.mock('./social-firebase', () => ({ popupIdToken, sendPhoneCode: vi.fn(), confirmPhoneCode: vi.fn() }));
vi.mock('./social-login', () => ({ loginWithFirebase, registerWithFirebase: vi.fn() }));
vi.mock('./social-private', () => ({ isPrivateBrowsing: async () => false }));
vi.mock('@/lib/firebase-auth', () => ({ firebaseAuth: () => ({}) }));
vi.mock('@/lib/i18n/text-pack', () => ({ textPack: () => ({ load: async () => undefined }) }));
vi.mock('@/state/ui', () => ({ showAlert }));

const config = { apiKey: 'k', authDomain: 'a.example', projectId: 'p', appId: 'x', signInProviders: ['google', 'facebook', 'twitter', 'line'] } as unknown as FirebaseConfig;

function run(channel: 'google' | 'facebook' | 'twitter' | 'line', accountCreation = true) {
  const onDone = vi.fn();
  const onLoggedIn = vi.fn();
  render(<StoryProvider><SocialFlow channel={channel} config={config} autoRegister={false} accountCreation={accountCreation} onLoggedIn={onLoggedIn} onDone={onDone} /></StoryProvider>);
  return { onDone, onLoggedIn };
}
const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => {
  popupIdToken.mockReset();
  loginWithFirebase.mockReset();
  showAlert.mockClear();
});
afterEach(cleanup);

describe('SocialFlow, a popup that fails', () => {
  it.each([
    ['auth/popup-blocked', 'google', 'The sign-in window was blocked. Allow pop-ups'],
    ['auth/popup-closed-by-user', 'facebook', 'The sign-in window was closed before sign-in finished.'],
    ['auth/account-exists-with-different-credential', 'line', 'This e-mail already signs in another way.'],
  ] as const)('%s (%s): one alert with its own text, Code and Reason; the flow ends; no login call', async (code, channel, text) => {
    popupIdToken.mockRejectedValue(failure(code));
    const { onDone, onLoggedIn } = run(channel);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(popupIdToken).toHaveBeenCalledWith({}, channel);
    expect(showAlert).toHaveBeenCalledOnce();
    const { message } = showAlert.mock.calls[0]![0];
    expect(message.startsWith(text)).toBe(true);
    expect(message).toContain(`Code: ${code}`);
    expect(message).toContain(`Reason: Firebase: Error (${code}).`);
    expect(loginWithFirebase).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('cancelled by the SDK (a second tap while a popup is open): no alert, the flow ends', async () => {
    popupIdToken.mockRejectedValue(failure('auth/cancelled-popup-request'));
    const { onDone } = run('twitter');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(showAlert).not.toHaveBeenCalled();
    expect(loginWithFirebase).not.toHaveBeenCalled();
  });

  it('a popup that succeeds sends its ID token to the server login for that channel', async () => {
    popupIdToken.mockResolvedValue('id-token-1');
    loginWithFirebase.mockResolvedValue({ kind: 'logged-in', value: { token: 't' } });
    const { onDone, onLoggedIn } = run('twitter');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(loginWithFirebase).toHaveBeenCalledWith('twitter', 'id-token-1', false);
    expect(onLoggedIn).toHaveBeenCalledWith({ token: 't' });
  });
});

describe('SocialFlow, a sign-in with no account yet (bind_customer_required, auto-register off)', () => {
  it('registration open: the player may log in to an existing account or create one', async () => {
    popupIdToken.mockResolvedValue('id-token-2');
    loginWithFirebase.mockResolvedValue({ kind: 'choose' });
    run('google');
    const dialog = await screen.findByRole('alertdialog', { name: 'No account for this sign-in yet' });
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['I have an account', 'Create account']);
  });

  it('registration closed: logging in to an existing account is the only choice, and the dialog says why', async () => {
    popupIdToken.mockResolvedValue('id-token-3');
    loginWithFirebase.mockResolvedValue({ kind: 'choose' });
    const { onDone } = run('google', false);
    const dialog = await screen.findByRole('alertdialog', { name: 'No account for this sign-in yet' });
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['I have an account']);
    expect(dialog.textContent).toContain('not taking new accounts');
    dialog.querySelector('button')!.click();
    expect(onDone).toHaveBeenCalledOnce();
  });
});
