import { vi } from 'vitest';
import { configureHttp, type HttpOptions } from '../http-config';

export interface TestOverrides extends Partial<Omit<HttpOptions, 'getToken'>> {
  /** Initial session token; null for a visitor. Default 'tok-123'. */
  token?: string | null;
}

/** configureHttp with spies and a settable token, for tests. */
export function configureForTest(origin: string, { token = 'tok-123', ...overrides }: TestOverrides = {}) {
  const session = { token };
  const onNotLoggedIn = vi.fn<() => Promise<void> | void>(overrides.onNotLoggedIn ?? (() => undefined));
  const onError = vi.fn<(message: string) => void>();
  configureHttp({
    baseURL: origin,
    merchantCode: 'ACME',
    getLanguage: () => 'EN',
    getToken: () => session.token,
    cipherScheme: 'DES',
    translate: (key) => `t(${key})`,
    ...overrides,
    onNotLoggedIn,
    onError,
  });
  return { session, onNotLoggedIn, onError };
}
