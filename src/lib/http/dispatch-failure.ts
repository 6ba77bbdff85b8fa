import type { AlertPolicy } from '@/lib/wire/define-call';
import { classifyFailure } from './error-policy';
import { getHttpConfig } from './http-config';

export interface FailureContext {
  status?: number | undefined;
  code: string;
  serverMessage?: string | undefined;
  /** The call's alert policy (its row's, or the caller's override). */
  alert: AlertPolicy;
  /** The token the failed request carried; undefined when it was never sent. */
  sentToken?: string | null | undefined;
}

/**
 * Applies the catalogue's decision. The caller rejects afterwards, whatever the action.
 *
 * Not-logged-in failures are coalesced (one logout, one alert, one redirect, however many calls
 * fail at once): while the app's onNotLoggedIn is pending, more of them only reject. A failure from
 * a request sent under a session that has since ended or changed (the player already logged
 * out, or logged in again) is stale and ignored, so a slow old 401 cannot end a new session.
 */
export function dispatchFailure(failure: FailureContext): void {
  const config = getHttpConfig();
  const decision = classifyFailure({
    status: failure.status,
    code: failure.code,
    message: failure.serverMessage,
    alert: failure.alert,
  });

  switch (decision.action) {
    case 'not-logged-in': {
      if (failure.sentToken !== undefined && isStale(failure.sentToken)) return;
      if (config.runtime.notLoggedInBurst) return;
      const runtime = config.runtime;
      runtime.notLoggedInBurst = Promise.resolve()
        .then(() => config.onNotLoggedIn())
        .catch(() => undefined)
        .finally(() => {
          runtime.notLoggedInBurst = null;
        });
      return;
    }
    case 'alert': {
      const message = decision.message ?? config.translate(decision.messageKey);
      try {
        config.onError(message);
      } catch {
        // the alert UI failing must not change how the call settles
      }
      return;
    }
    case 'silent':
    case 'reject':
      return;
  }
}

function isStale(sentToken: string | null): boolean {
  const config = getHttpConfig();
  const current = config.getToken();
  return sentToken !== current || (sentToken !== null && !config.hasSession());
}
