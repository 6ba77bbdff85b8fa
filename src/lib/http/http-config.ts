import type { CipherScheme } from '@/lib/cipher/cipher-scheme';

/**
 * Everything lib/http needs from the app, injected once at startup so that lib never imports
 * state/ or ui/ (lib/ sits below them: docs/architecture.md, layers).
 *
 *   configureHttp({
 *     merchantCode: manifest.merchantCode,
 *     getLanguage: () => i18nState.language,            // 'EN', 'PT-BR', ...
 *     getToken: () => session.token,                     // null for a visitor
 *     cipherScheme: manifest.security.cipher,            // 'DES' | 'AES-GCM'
 *     onNotLoggedIn: () => sessionActions.expire(),      // logout, alert 'please login', /m/login
 *     onError: (message) => ui.alert(message),
 *     translate: (key) => i18n.t(key),
 *   });
 */
export interface HttpOptions {
  /** The app's own origin; relative URLs resolve against it. Default: window.location.origin. */
  baseURL?: string;
  merchantCode: string;
  getLanguage(): string;
  getToken(): string | null;
  /** Whether a session exists now. Default: getToken() !== null. */
  hasSession?(): boolean;
  cipherScheme: CipherScheme;
  /**
   * Log out, alert 'please login', go to /m/login. Called once per burst: while the returned
   * promise is pending, further not-logged-in failures do not call it again.
   */
  onNotLoggedIn(): Promise<void> | void;
  /** Show an alert. `message` is already final text (server text or translated key). */
  onError(message: string): void;
  /** i18n lookup for the keys in ERROR_MESSAGE_KEYS. */
  translate(key: string): string;
  /**
   * A layer-2 call got no answer at all (network error or timeout, after its retry). The app
   * checks the line with the ping and says 'network unstable' when that fails too. Default: nothing.
   */
  onNetworkFailure?(): void;
}

export interface HttpConfig extends Required<Omit<HttpOptions, 'baseURL'>> {
  /** Normalized: `https://m.example.com` (no trailing slash, no path). */
  origin: string;
  /** Mutable per-configuration state: requests in flight and the not-logged-in burst. */
  runtime: { inFlight: Map<string, Promise<unknown>>; notLoggedInBurst: Promise<void> | null };
}

let current: HttpConfig | null = null;

/**
 * Call once at startup (tests call it again to start clean: the in-flight map and the
 * not-logged-in burst are reset).
 */
export function configureHttp(options: HttpOptions): void {
  const base = options.baseURL ?? (globalThis as { location?: Location }).location?.origin;
  // An absolute http(s) URL; required outside a browser (tests, Node).
  let origin = 'null';
  try {
    origin = new URL(base ?? '').origin;
  } catch {
    // stays 'null'
  }
  if (origin === 'null') throw new Error(`configureHttp: baseURL "${base}" is no http(s) origin`);
  const getToken = options.getToken;
  current = {
    merchantCode: options.merchantCode,
    getLanguage: options.getLanguage,
    getToken,
    hasSession: options.hasSession ?? (() => getToken() !== null),
    cipherScheme: options.cipherScheme,
    onNotLoggedIn: options.onNotLoggedIn,
    onError: options.onError,
    translate: options.translate,
    onNetworkFailure: options.onNetworkFailure ?? (() => undefined),
    origin,
    runtime: { inFlight: new Map(), notLoggedInBurst: null },
  };
}

export function getHttpConfig(): HttpConfig {
  if (!current) throw new Error('configureHttp() first'); // once at startup, before any request
  return current;
}
