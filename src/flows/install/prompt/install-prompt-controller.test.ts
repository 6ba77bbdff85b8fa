import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '@/state/ui';
import type { InstallEvent } from './capture-install-event';
import { acceptInstall, INSTALLING_MESSAGE_MS, resetPageView, scheduleInstallPrompt, type ScheduleDeps } from './install-prompt-controller';
import { installMemory } from './install-memory';
import type { InstallPromptFacts } from './install-prompt-rules';

const facts: Omit<InstallPromptFacts, 'deposits'> = {
  enabled: true, onPromptPath: true, maintenance: false, regionRestricted: false, installed: false, skipped: false,
  loginRequired: false, loggedIn: false, closes: 0, maxCloseTimes: -1, depositTimes: -1, hostListed: true,
};
const timings = { delayMs: 1000, initialAutoMs: 2000 };

function deps(patch: Partial<ScheduleDeps> = {}, current = { ...facts }) {
  const show = vi.fn();
  const fetchDeposits = vi.fn(async () => ({ totalDepositSuccessCount: 0, firstDeposit: false }));
  return { show, fetchDeposits, current, d: { facts: () => current, fetchDeposits, timings, show, ...patch } };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetPageView();
  sessionStorage.clear();
  localStorage.clear();
  ui.toasts.splice(0);
});
afterEach(() => vi.useRealTimers());

describe('scheduleInstallPrompt', () => {
  it('shows the first automatic prompt of a public home at 2000 ms, a later one at 1000 ms', async () => {
    const a = deps();
    const cancel = scheduleInstallPrompt(a.d);
    await vi.advanceTimersByTimeAsync(1999);
    expect(a.show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(a.show).toHaveBeenCalledTimes(1);
    cancel();

    const b = deps();
    scheduleInstallPrompt(b.d);
    await vi.advanceTimersByTimeAsync(999);
    expect(b.show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(b.show).toHaveBeenCalledTimes(1);
  });

  it('waits 1000 ms after login when login is required', async () => {
    const a = deps({}, { ...facts, loginRequired: true, loggedIn: true });
    scheduleInstallPrompt(a.d);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.show).toHaveBeenCalledTimes(1);
  });

  it('never shows once cancelled (the player left home)', async () => {
    const a = deps();
    const cancel = scheduleInstallPrompt(a.d);
    await vi.advanceTimersByTimeAsync(1500);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.show).not.toHaveBeenCalled();
  });

  it('asks the rules again when the time comes (a dismissal meanwhile wins)', async () => {
    const a = deps();
    scheduleInstallPrompt(a.d);
    a.current.skipped = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(a.show).not.toHaveBeenCalled();
  });

  it('fetches the deposit settings only when a rule needs them, and obeys them', async () => {
    const visitor = deps({}, { ...facts, depositTimes: 2 });
    scheduleInstallPrompt(visitor.d);
    await vi.advanceTimersByTimeAsync(2000);
    expect(visitor.fetchDeposits).not.toHaveBeenCalled();
    expect(visitor.show).toHaveBeenCalled();

    const rich = deps({ fetchDeposits: async () => ({ totalDepositSuccessCount: 2, firstDeposit: true }) }, { ...facts, loggedIn: true, depositTimes: 2 });
    scheduleInstallPrompt(rich.d);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rich.show).not.toHaveBeenCalled();

    const failing = deps({ fetchDeposits: () => Promise.reject(new Error('502')) }, { ...facts, loggedIn: true, depositTimes: 2 });
    scheduleInstallPrompt(failing.d);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing.show).not.toHaveBeenCalled();

    const fresh = deps({}, { ...facts, loggedIn: true, depositTimes: 2 });
    scheduleInstallPrompt(fresh.d);
    expect(fresh.fetchDeposits).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fresh.show).toHaveBeenCalledTimes(1);
  });
});

function installEvent(outcome: 'accepted' | 'dismissed'): InstallEvent {
  return Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
}

describe('acceptInstall and the memory', () => {
  it('accepted: the installing message for 3 s, skipped for the session, no close counted', async () => {
    const event = installEvent('accepted');
    expect(await acceptInstall(event, vi.fn())).toBe('installing');
    expect(event.prompt).toHaveBeenCalled();
    expect(ui.toasts).toHaveLength(1);
    vi.advanceTimersByTime(INSTALLING_MESSAGE_MS - 1);
    expect(ui.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ui.toasts).toHaveLength(0);
    expect(installMemory.skipped()).toBe(true);
    expect(installMemory.closes()).toBe(0);
  });

  it("dismissed in the browser's dialog counts one close", async () => {
    expect(await acceptInstall(installEvent('dismissed'), vi.fn())).toBe('dismissed');
    expect(installMemory.closes()).toBe(1);
  });

  it('without a browser dialog opens the guide', async () => {
    const guide = vi.fn();
    expect(await acceptInstall(null, guide)).toBe('guide');
    expect(guide).toHaveBeenCalled();
    expect(installMemory.skipped()).toBe(true);
  });

  it('each close sets the skip flag and adds one; install sets 99 and closing never lowers it', () => {
    installMemory.close();
    installMemory.close();
    expect(installMemory.closes()).toBe(2);
    expect(sessionStorage.getItem('a2hs-skipped')).toBe('1');
    expect(localStorage.getItem('a2hs-close-count')).toBe('2');
    localStorage.setItem('a2hs-close-count', '99'); // what appinstalled leaves (capture-install-event.ts)
    installMemory.close();
    expect(installMemory.closes()).toBe(99);
  });
});
