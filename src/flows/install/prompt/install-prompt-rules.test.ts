// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideInstallPrompt, isPromptPath, promptDelayMs, type InstallPromptFacts } from './install-prompt-rules';

const visitor: InstallPromptFacts = {
  enabled: true, onPromptPath: true, maintenance: false, regionRestricted: false, installed: false, skipped: false,
  loginRequired: false, loggedIn: false, closes: 0, maxCloseTimes: -1, depositTimes: -1, hostListed: true, deposits: undefined,
};
const member: InstallPromptFacts = { ...visitor, loggedIn: true };
const hidden = (reason: string) => ({ kind: 'hide', reason });

describe('decideInstallPrompt', () => {
  it('shows to a visitor on home when the site flag is on', () => {
    expect(decideInstallPrompt(visitor)).toEqual({ kind: 'show' });
  });

  it.each([
    ['the site flag (A2HS3) is off', { enabled: false }, 'disabled'],
    ['not on /m/home or /m/index.html', { onPromptPath: false }, 'not-home'],
    ['during maintenance', { maintenance: true }, 'maintenance'],
    ['under region restriction', { regionRestricted: true }, 'region-restricted'],
    ['in the native app, a PWA or a web clip', { installed: true }, 'installed'],
    ['after install (counter 99), even without a limit', { closes: 99, maxCloseTimes: -1 }, 'installed'],
    ['when dismissed earlier in the session', { skipped: true }, 'skipped'],
    ['before login when login is required', { loginRequired: true }, 'login-first'],
  ] as const)('hides %s', (_name, patch, reason) => {
    expect(decideInstallPrompt({ ...visitor, ...patch })).toEqual(hidden(reason));
  });

  it('shows after login when login is required', () => {
    expect(decideInstallPrompt({ ...member, loginRequired: true })).toEqual({ kind: 'show' });
  });

  it('stops after a2hsMaxCloseTimes closes; -1 never stops', () => {
    expect(decideInstallPrompt({ ...visitor, maxCloseTimes: 3, closes: 2 })).toEqual({ kind: 'show' });
    expect(decideInstallPrompt({ ...visitor, maxCloseTimes: 3, closes: 3 })).toEqual(hidden('closed-enough'));
    expect(decideInstallPrompt({ ...visitor, maxCloseTimes: 0, closes: 0 })).toEqual(hidden('closed-enough'));
    expect(decideInstallPrompt({ ...visitor, maxCloseTimes: -1, closes: 98 })).toEqual({ kind: 'show' });
  });

  it('asks for the deposit settings of a member only when a deposit rule applies', () => {
    expect(decideInstallPrompt(member)).toEqual({ kind: 'show' });
    expect(decideInstallPrompt({ ...member, depositTimes: 5 })).toEqual({ kind: 'check-deposits' });
    expect(decideInstallPrompt({ ...member, hostListed: false })).toEqual({ kind: 'check-deposits' });
    // Visitors have no deposit settings: never suppressed by them.
    expect(decideInstallPrompt({ ...visitor, depositTimes: 5, hostListed: false })).toEqual({ kind: 'show' });
  });

  it('is suppressed by a2hsDepositTimes deposits (-1 = off)', () => {
    const deposits = (n: number) => ({ totalDepositSuccessCount: n, firstDeposit: n > 0 });
    expect(decideInstallPrompt({ ...member, depositTimes: 5, deposits: deposits(4) })).toEqual({ kind: 'show' });
    expect(decideInstallPrompt({ ...member, depositTimes: 5, deposits: deposits(5) })).toEqual(hidden('deposit-count'));
    expect(decideInstallPrompt({ ...member, depositTimes: 0, deposits: deposits(0) })).toEqual(hidden('deposit-count'));
  });

  it('is suppressed by a first deposit when this host is not one of the merchant domains', () => {
    const deposited = { totalDepositSuccessCount: 1, firstDeposit: true };
    expect(decideInstallPrompt({ ...member, hostListed: false, deposits: deposited })).toEqual(hidden('deposited-elsewhere'));
    expect(decideInstallPrompt({ ...member, hostListed: false, deposits: { ...deposited, firstDeposit: false } })).toEqual({ kind: 'show' });
    expect(decideInstallPrompt({ ...member, hostListed: true, depositTimes: 9, deposits: deposited })).toEqual({ kind: 'show' });
  });

  it('stays quiet when the deposit settings could not be read', () => {
    expect(decideInstallPrompt({ ...member, depositTimes: 5, deposits: null })).toEqual(hidden('deposits-unknown'));
  });
});

describe('promptDelayMs', () => {
  const timings = { delayMs: 1000, initialAutoMs: 2000 };
  it('waits 2000 ms for the first automatic prompt of a public home, 1000 ms otherwise', () => {
    expect(promptDelayMs(true, false, timings)).toBe(2000);
    expect(promptDelayMs(true, true, timings)).toBe(1000);
    expect(promptDelayMs(false, false, timings)).toBe(1000);
  });
});

describe('isPromptPath', () => {
  it('is the home path or /m/index.html, nothing else', () => {
    expect(['/m/home', '/m/home/', '/m/index.html', '/M/Index.html'].every((p) => isPromptPath(p, '/m/home'))).toBe(true);
    expect(['/m/index', '/m/login', '/m/', '/'].some((p) => isPromptPath(p, '/m/home'))).toBe(false);
  });
});
