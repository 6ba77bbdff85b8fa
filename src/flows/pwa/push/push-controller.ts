import { proxy } from 'valtio';
import { pushBind } from '@/lib/wire/calls/push-bind';
import { pushSubscribe } from '@/lib/wire/calls/push-subscribe';
import type { WireCall } from '@/lib/wire';
import { decidePush, PUSH_SNOOZE_MS, readSnooze } from './push-rules';

/**
 * Push for a logged-in player (when a token is set the push token
 * is bound and subscribed to topic ALL, and the push prompt is shown; a denied permission shows
 * notification_request_tips).
 *
 * The prompt is ours first, the browser's second: the browser's own prompt opens only when the
 * player taps Allow (browsers quieten or block sites that ask unprompted), and it waits until no
 * modal dialog is open, so it never stacks on the install prompt or an alert.
 *
 *   hidden → ask → (Allow) asking → hidden + bind (granted) | denied: the tips | hidden (dismissed)
 *              └→ (Not now) hidden, snoozed for a week
 */
export type PushPromptView = 'hidden' | 'ask' | 'asking' | 'denied';

export interface PushProvider {
  /** The device's push token for our service worker; null when this browser cannot get one. */
  token(registration: ServiceWorkerRegistration): Promise<string | null>;
  /** Deletes the device's token (a session ended with a dead token, push-end.ts); the next token() is a new one. */
  deleteToken(registration: ServiceWorkerRegistration | null): Promise<void>;
}

export interface PushDeps {
  /** Notification, PushManager and our worker's registration are all there. */
  registration: ServiceWorkerRegistration | null;
  provider: () => Promise<PushProvider>;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  /** The logged-in session's token, read when it is needed (the player may log out meanwhile). */
  sessionToken: () => string | null;
  /** The two push rows (no dialog: push binding is background bookkeeping). */
  call: <B>(row: WireCall<{ body: B }, null>, body: B) => Promise<unknown>;
  local: { get(key: string): string | null; set(key: string, value: string): void };
  session: { get(key: string): string | null; set(key: string, value: string): void };
  keys: { pushToken: string; pushBound: string; pushSnoozedUntil: string };
  now: () => number;
  /** Resolves once the page has settled after a login and no modal dialog is open. */
  whenQuiet: () => Promise<void>;
  /**
   * Settles once push for the previous session has ended (push-end.ts). Auto login may start a
   * session while the device token of one that expired is still being deleted: binding waits, so
   * the new session gets the new token, not the one on its way out.
   */
  previousEnded: () => Promise<unknown>;
}

export const PUSH_TOPIC = 'ALL';

export function createPushController(deps: PushDeps) {
  const state = proxy<{ view: PushPromptView }>({ view: 'hidden' });
  let binding: Promise<boolean> | null = null;

  /** Bind and subscribe once per session and push token; a failure is retried at the next login. */
  async function bindNow(): Promise<boolean> {
    const session = deps.sessionToken();
    if (!deps.registration || !session) return false;
    await deps.previousEnded();
    const token = await (await deps.provider()).token(deps.registration);
    if (!token || deps.sessionToken() !== session) return false;
    if (deps.session.get(deps.keys.pushBound) === token) return true;
    await deps.call(pushBind, { registrationToken: token });
    await deps.call(pushSubscribe, { registrationToken: token, topic: PUSH_TOPIC });
    // Local: the end of the session unbinds or deletes this token (push-end.ts). Session: not bound again on a reload.
    deps.local.set(deps.keys.pushToken, token);
    deps.session.set(deps.keys.pushBound, token);
    return true;
  }

  function bind(): Promise<boolean> {
    binding ??= bindNow()
      .catch(() => false)
      .finally(() => {
        binding = null;
      });
    return binding;
  }

  const snooze = () => deps.local.set(deps.keys.pushSnoozedUntil, String(deps.now() + PUSH_SNOOZE_MS));

  return {
    state,

    /** A token was set: a login, or a page load with a session. */
    async onSession(): Promise<void> {
      const session = deps.sessionToken();
      const action = decidePush({
        supported: deps.registration !== null,
        permission: deps.permission(),
        snoozedUntil: readSnooze(deps.local.get(deps.keys.pushSnoozedUntil)),
        now: deps.now(),
      });
      if (action === 'bind') await bind();
      if (action !== 'ask') return;
      await deps.whenQuiet();
      // Still the same player, still unasked, and nothing else asked meanwhile.
      if (deps.sessionToken() === session && deps.permission() === 'default' && state.view === 'hidden') state.view = 'ask';
    },

    async allow(): Promise<void> {
      if (state.view !== 'ask') return;
      state.view = 'asking';
      const answer = await deps.requestPermission().catch(() => 'default' as const);
      if (answer === 'granted') {
        state.view = 'hidden';
        await bind();
      } else if (answer === 'denied') {
        state.view = 'denied';
      } else {
        // The player closed the browser's prompt without answering: ask again another day.
        snooze();
        state.view = 'hidden';
      }
    },

    later(): void {
      snooze();
      state.view = 'hidden';
    },

    closeTips(): void {
      state.view = 'hidden';
    },

    /** Logged out: whatever was showing goes. */
    hide(): void {
      state.view = 'hidden';
    },
  };
}

export type PushController = ReturnType<typeof createPushController>;
