import { translate } from '@/lib/i18n/i18n';
import { showToast } from '@/state/ui';
import type { InstallEvent } from './capture-install-event';
import { installMemory } from './install-memory';
import { decideInstallPrompt, promptDelayMs, type DepositFacts, type InstallPromptFacts } from './install-prompt-rules';

/**
 * The prompt's timeline on the home page, with effects passed in so the
 * timers can be tested with fake ones:
 *
 *   t=0     home shown, the rules allow it → the deposit settings are fetched if a rule needs them
 *   t=2000  (first prompt of the page view, public home) or t=1000 (after login, or back on home)
 *           → the rules are asked again with the deposits (the player may have done something
 *           meanwhile) → show
 */
export const INSTALLING_MESSAGE_MS = 3000;

let pageViewHadPrompt = false;
/** Tests only: a new page view. */
export const resetPageView = (): void => {
  pageViewHadPrompt = false;
};

export interface ScheduleDeps {
  /** The current facts, read afresh when the timer fires. */
  facts(): Omit<InstallPromptFacts, 'deposits'>;
  fetchDeposits(): Promise<DepositFacts>;
  timings: { delayMs: number; initialAutoMs: number };
  show(): void;
}

/** Starts the wait; the returned function cancels it (the player left home). */
export function scheduleInstallPrompt(d: ScheduleDeps): () => void {
  const first = !pageViewHadPrompt;
  pageViewHadPrompt = true;
  const initial = d.facts();
  let cancelled = false;
  const deposits: Promise<DepositFacts | null | undefined> = decideInstallPrompt({ ...initial, deposits: undefined }).kind === 'check-deposits'
    ? d.fetchDeposits().catch(() => null)
    : Promise.resolve(undefined);
  const timer = setTimeout(() => {
    void deposits.then((value) => {
      if (!cancelled && decideInstallPrompt({ ...d.facts(), deposits: value }).kind === 'show') d.show();
    });
  }, promptDelayMs(first, initial.loginRequired, d.timings));
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/**
 * "Web app": the browser's own install dialog when it offered one, else the guide (iOS has no
 * dialog). Accepted → the installing message for 3 s; dismissed in the browser's dialog → that
 * counts as a close. Either way the prompt does not come back this session.
 */
export async function acceptInstall(event: InstallEvent | null, openGuide: () => void): Promise<'installing' | 'dismissed' | 'guide'> {
  installMemory.skip();
  if (!event) {
    openGuide();
    return 'guide';
  }
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') {
    showToast(translate('install.installing'), INSTALLING_MESSAGE_MS);
    return 'installing';
  }
  installMemory.close();
  return 'dismissed';
}
