import { api, isHttpError, serverMessageOf } from '@/lib/http';
import { geetestChallenge } from '@/lib/wire/calls/geetest-challenge';
import type { Language } from '@/lib/i18n/languages';
import { getLanguage } from '@/state/preferences';
import { CaptchaError } from './captcha-error';
import { captchaMessages, type CaptchaMessages } from './captcha-texts';
import type { CaptchaContext, CaptchaFields, CaptchaPurpose } from './captcha-types';
import { initProvider, PROVIDER_SCRIPT, providerAnswer, showProvider, type GeetestCaptchaObj, type V3Challenge } from './geetest-provider';
import { loadProviderScript } from './load-provider-script';
import { providerError } from './provider-error';

/** The captcha gets 10 s to be ready (challenge, script and the provider's resources). */
export const CAPTCHA_TIMEOUT_MS = 10_000;

/** A captcha loaded and ready to show. */
export interface PreparedCaptcha {
  /**
   * Shows it; resolves with the payload fields once solved. Rejects with verify_first when the
   * player closes it (it may be shown again), or with the provider's error.
   */
  verify(): Promise<CaptchaFields>;
  destroy(): void;
}

export interface CaptchaDeps {
  fetchChallenge(signal: AbortSignal): Promise<V3Challenge>;
  loadScript: typeof loadProviderScript;
  messages: CaptchaMessages;
  language(): Language;
}

export const defaultDeps = (): CaptchaDeps => ({
  // The row: no dialog (the widget shows its own error) and the captcha's 10 s.
  fetchChallenge: (signal) => api.call(geetestChallenge, { params: { t: Date.now() }, signal }),
  loadScript: loadProviderScript,
  messages: captchaMessages(),
  language: getLanguage,
});

type Pending = { resolve: (fields: CaptchaFields) => void; reject: (error: CaptchaError) => void };

/**
 * Loading, up to "ready" (the widget goes from loading to waiting):
 *   v3: GET /wps/captcha/geetest?t=<ms> → {gt, challenge, newCaptcha};  v4: the merchant's captcha id
 *   → the provider script from the first base that delivers it (3 s each; none: 60204)
 *   → initGeetest / initGeetest4 → the provider loads its resources → onReady.
 * Not ready 10 s after the start: 'timeout' while the challenge call is out, 60204 while scripts
 * are tried, 60205 once the script ran (its resources timed out). The player's solving time is
 * not limited: the clock stops at ready.
 */
export function prepareCaptcha(purpose: CaptchaPurpose, context: CaptchaContext, deps: CaptchaDeps = defaultDeps()): Promise<PreparedCaptcha> {
  const { captcha, scriptBases } = context;
  const { messages } = deps;
  const version = captcha.version;
  // The SMS captcha requires v4.
  if (purpose === 'sms' && version !== 'v4') return Promise.reject(new CaptchaError('unavailable', messages.serviceNotWork()));
  if (version === 'v4' && !captcha.id) return Promise.reject(new CaptchaError('unavailable', messages.notConfigured()));

  return new Promise<PreparedCaptcha>((resolve, reject) => {
    const abort = new AbortController();
    let phase: 'challenge' | 'script' | 'resources' = version === 'v3' ? 'challenge' : 'script';
    let state: 'loading' | 'ready' | 'over' = 'loading';
    let obj: GeetestCaptchaObj | null = null;
    let pending: Pending | null = null;
    let broken: CaptchaError | null = null;

    const fail = (error: CaptchaError) => {
      if (state !== 'loading') return;
      state = 'over';
      clearTimeout(deadline);
      abort.abort();
      obj?.destroy?.();
      reject(error);
    };
    const deadline = setTimeout(() => {
      if (phase === 'challenge') fail(new CaptchaError('timeout', messages.timeout()));
      else {
        const code = phase === 'script' ? '60204' : '60205';
        fail(new CaptchaError(code, messages.networkFailure(code)));
      }
    }, CAPTCHA_TIMEOUT_MS);
    /** Ends the verify() in progress, if any. */
    const settle = (outcome: CaptchaFields | CaptchaError) => {
      const current = pending;
      pending = null;
      if (!current) return;
      if (outcome instanceof CaptchaError) current.reject(outcome);
      else current.resolve(outcome);
    };

    const prepared: PreparedCaptcha = {
      verify() {
        if (state === 'over') return Promise.reject(new CaptchaError('verify_first', messages.verifyFirst()));
        if (broken) return Promise.reject(broken);
        if (pending) return Promise.reject(new CaptchaError('too_fast', messages.tooFast()));
        return new Promise((resolveVerify, rejectVerify) => {
          pending = { resolve: resolveVerify, reject: rejectVerify };
          showProvider(obj!);
        });
      },
      destroy() {
        if (state === 'over') return;
        state = 'over';
        settle(new CaptchaError('verify_first', messages.verifyFirst()));
        obj?.destroy?.();
      },
    };

    const events = {
      ready() {
        if (state !== 'loading') return;
        state = 'ready';
        clearTimeout(deadline);
        resolve(prepared);
      },
      success() {
        if (state === 'ready' && obj) settle(providerAnswer(version, obj) ?? new CaptchaError('provider', messages.unknown()));
      },
      close() {
        if (state === 'ready') settle(new CaptchaError('verify_first', messages.verifyFirst()));
      },
      error(raw: unknown) {
        const error = providerError(raw, messages);
        if (state === 'loading') return fail(error);
        if (state !== 'ready') return;
        if (pending) settle(error);
        else broken = error; // reported while nobody looks: the next verify() says so
      },
    };

    const start = async () => {
      const challenge = version === 'v3' ? await fetchChallenge(deps, abort.signal, messages) : null;
      if (state !== 'loading') return;
      phase = 'script';
      const { path, global } = PROVIDER_SCRIPT[version];
      try {
        await deps.loadScript(scriptBases, path, global, abort.signal, captcha.scriptIntegrity?.[path]);
      } catch {
        return fail(new CaptchaError('60204', messages.networkFailure('60204')));
      }
      if (state !== 'loading') return;
      phase = 'resources';
      initProvider(version, { captchaId: captcha.id, challenge, language: deps.language() }, events, (handed) => {
        if (state === 'over') handed.destroy?.(); // too late: the run already gave up
        else obj = handed;
      });
    };
    start().catch((error: unknown) => fail(error instanceof CaptchaError ? error : providerError(error, messages)));
  });
}

async function fetchChallenge(deps: CaptchaDeps, signal: AbortSignal, messages: CaptchaMessages): Promise<V3Challenge> {
  let value: V3Challenge;
  try {
    value = await deps.fetchChallenge(signal);
  } catch (failure) {
    if (isHttpError(failure) && (failure.code === 'ECONNABORTED' || failure.code === 'network.error')) throw new CaptchaError('timeout', messages.timeout());
    throw new CaptchaError('server', serverMessageOf(failure) ?? messages.unknown());
  }
  if (typeof value?.gt !== 'string' || typeof value.challenge !== 'string') throw new CaptchaError('server', messages.unknown());
  return { gt: value.gt, challenge: value.challenge, newCaptcha: value.newCaptcha !== false };
}
