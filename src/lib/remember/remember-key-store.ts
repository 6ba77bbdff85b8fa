/**
 * Where the remembered login's key lives: a NON-EXTRACTABLE AES-GCM CryptoKey, stored as the key
 * object itself in IndexedDB (structured clone keeps it non-extractable), so no script can read its
 * bytes and nothing in web storage can decrypt the password: no secret at rest in a form a script can read back.
 *
 *   const store = indexedDbKeyStore();
 *   const key = (await store.get()) ?? (await store.put(await newRememberKey()));
 *
 * The interface lets unit tests use a key store in memory (Node has WebCrypto but no IndexedDB);
 * the real one runs in the e2e tests in Chromium.
 */
export interface KeyStore {
  get(): Promise<CryptoKey | null>;
  put(key: CryptoKey): Promise<CryptoKey>;
  clear(): Promise<void>;
}

const DB = 'm-remember';
const STORE = 'keys';
const ID = 'login';

export function newRememberKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(): Promise<IDBDatabase> {
  // Throws synchronously where IndexedDB is missing or blocked (some private modes): a rejection.
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
    req.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

export function indexedDbKeyStore(): KeyStore {
  return {
    get: async () => {
      const key = (await withStore('readonly', (s) => s.get(ID))) as unknown;
      return key instanceof CryptoKey ? key : null;
    },
    put: async (key) => {
      await withStore('readwrite', (s) => s.put(key, ID));
      return key;
    },
    clear: async () => {
      await withStore('readwrite', (s) => s.delete(ID));
    },
  };
}
