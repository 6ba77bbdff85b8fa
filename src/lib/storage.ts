import { PREFIX as RESPONSE_CACHE_PREFIX } from './http/response-cache';

/**
 * Web storage that never throws. Private browsing, a full quota or a blocked storage all behave
 * as "nothing stored" here, so login and browsing keep working for the session; callers that
 * need to tell the player (remember-password) ask `isAvailable`.
 *
 * Session storage is shared with the GET cache (lib/http/response-cache.ts), which may fill it: a
 * write through here that the quota refuses drops the cached answers (an optimisation only) and is
 * tried once more, so the session, its flags and what the player typed always win over the cache.
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
    const target = area(which);
    if (!target) return false;
    const write = () => {
      try {
        target.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    };
    return write() || (which === 'session' && evictResponseCache(target) > 0 && write());
  },
  remove(which: Area, key: string): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      /* nothing stored, nothing to remove */
    }
  },
  /** Removes every key, or with `keep`, every key it does not keep. */
  clear(which: Area, keep?: (key: string) => boolean): void {
    try {
      const target = area(which);
      if (!target || !keep) return target?.clear();
      for (let i = target.length - 1; i >= 0; i--) {
        const key = target.key(i);
        if (key !== null && !keep(key)) target.removeItem(key);
      }
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

/** Drops the GET cache's entries from session storage; how many went. */
function evictResponseCache(target: Storage): number {
  let dropped = 0;
  try {
    for (let i = target.length - 1; i >= 0; i--) {
      const key = target.key(i);
      if (key?.startsWith(RESPONSE_CACHE_PREFIX)) {
        target.removeItem(key);
        dropped++;
      }
    }
  } catch {
    /* storage blocked: nothing to drop */
  }
  return dropped;
}

/** Every key the product keeps, in one place (local store keys and session flags). */
export const STORE_KEYS = {
  sessionInfo: 'session-info',
  /**
   * What the player typed is kept in session keys whose names end in `-draft` (`feedback-draft`,
   * `form-draft`): a logout the player did not ask for keeps them, and this key says whose they are
   * (state/session-drafts.ts).
   */
  draftOwner: 'draft-owner',
  language: 'language',
  // No `merchant` key is kept: every per-merchant record carries its merchant instead
  // (`templates`, `remember-login`, `session-mirror`), so a second merchant on one origin never reads another's.
  templates: 'templates',
  /** The host's merchant record (runtime/steps/merchant-record.ts), for a start from the service worker's generic page. */
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
