/**
 * Web storage that never throws. Private browsing, a full quota or a blocked storage all behave
 * as "nothing stored" here, so login and browsing keep working for the session; callers that
 * need to tell the player (remember-password) ask `isAvailable`.
 */
type Area = 'session' | 'local';

function area(which: Area): Storage | null {
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export const storage = {
  get(which: Area, key: string): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(which: Area, key: string, value: string): boolean {
    try {
      const target = area(which);
      if (!target) return false;
      target.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(which: Area, key: string): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      /* nothing stored, nothing to remove */
    }
  },
  clear(which: Area): void {
    try {
      area(which)?.clear();
    } catch {
      /* as above */
    }
  },
  getJson<T>(which: Area, key: string): T | null {
    const raw = storage.get(which, key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(which: Area, key: string, value: unknown): boolean {
    return storage.set(which, key, JSON.stringify(value));
  },
  /** True when a write and a read-back succeed. */
  isAvailable(which: Area): boolean {
    const probe = '__probe__';
    const ok = storage.set(which, probe, '1') && storage.get(which, probe) === '1';
    storage.remove(which, probe);
    return ok;
  },
};

/** Every key the product keeps, in one place (local store keys and session flags). */
export const STORE_KEYS = {
  sessionInfo: 'session-info',
  language: 'language',
  // The spec's `merchant` key is not kept: every per-merchant record carries its merchant instead
  // (`templates`, `remember-login`, `session-mirror`), so a second merchant on one origin never reads another's.
  templates: 'templates',
  /** The host's merchant record (runtime/merchant-record.ts), for a start from the service worker's generic page. */
  merchantRecord: 'merchant-record',
  webClip: 'WEBCLIP',
  // Kept by lazy modules under their own names (not listed here, so the first load does not carry them):
  // 'session-mirror' (old iOS PWA mode, state/session-mirror.ts), 'login-device-id' (flows/auth/session/device-fingerprint.ts).
  rememberedLogin: 'remember-login',
  /** '0' stops the login page's auto login (token_ip_different, an explicit logout); a login by hand removes it. */
  autoLogin: 'autoLogin',
  pwaUpdateHash: 'pwa-update-hash',
  currentPath: 'current-path',
  registrationInfo: 'registration-info',
  hideDownloadBar: 'hideDownloadBar',
  installPromptSkipped: 'a2hs-skipped',
  /** Local, not session: a per-session counter could never reach a2hsMaxCloseTimes (docs/decisions.md). */
  installPromptCloses: 'a2hs-close-count',
  /** The native app's `?upgradeable=` for this session, and the player closed the upgrade modal. */
  appUpgradeable: 'app-upgradeable',
  appUpgradeClosed: 'app-upgrade-closed',
  staleReloadAt: 'stale-reload-at',
  /** Push (flows/pwa): the token bound for this device (local: logout unbinds it), bound in this session, "Not now" until, sandbox device id. */
  pushToken: 'push-token',
  pushBound: 'push-bound',
  pushSnoozedUntil: 'push-snoozed-until',
  pushSandboxId: 'push-sandbox-id',
} as const;
