import type { KeyStore } from '../remember-key-store';

/**
 * The remembered-login key store in memory, for unit tests: what IndexedDB does in the browser
 * (covered there by tests/e2e/remember.spec.ts). `key` is exposed so a test can see it wiped.
 */
export function memoryKeyStore(): KeyStore & { key: CryptoKey | null } {
  const store = {
    key: null as CryptoKey | null,
    get: async () => store.key,
    put: async (key: CryptoKey) => (store.key = key),
    clear: async () => void (store.key = null),
  };
  return store;
}
