import type { Page } from '@playwright/test';

/**
 * Everything a page's origin keeps on the device, searched for secrets: localStorage,
 * sessionStorage, every IndexedDB database (every store's keys and values), Cache Storage (every
 * cached response's URL and, for text, its body) and the context's cookies.
 *
 *   await storageHits(page, { password: 'demo1234' })
 *   → [{ secret: 'password', form: 'base64', area: 'localStorage', key: 'x' }]   (where it leaked)
 *
 * A secret is looked for as typed, base64 (standard and URL-safe, with or without padding), hex
 * and URI-encoded. An encrypted form (the remembered login's AES record) is not a hit: that is
 * what encryption is for.
 */
export type StorageArea = 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cacheStorage' | 'cookies';
export interface StorageHit { secret: string; form: string; area: StorageArea; key: string }

/** The forms a secret is searched in. */
export function secretForms(secret: string): [form: string, text: string][] {
  const bytes = Buffer.from(secret, 'utf8');
  const base64 = bytes.toString('base64');
  const forms: [string, string][] = [
    ['plain', secret],
    ['base64', base64.replace(/=+$/, '')],
    ['base64url', bytes.toString('base64url')],
    ['hex', bytes.toString('hex')],
    ['uri', encodeURIComponent(secret)],
  ];
  return forms.filter(([, text], i) => forms.findIndex(([, t]) => t === text) === i);
}

/** The entries of every storage area as [area, key, text]; binary values as latin-1 text, so bytes of a secret show. */
export async function dumpStorage(page: Page): Promise<[area: StorageArea, key: string, text: string][]> {
  const entries = await page.evaluate(async () => {
    const out: [string, string, string][] = [];
    const text = (value: unknown): string => {
      const bytes = (v: ArrayBuffer | ArrayBufferView) => {
        const view = v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
        return String.fromCharCode(...view);
      };
      return JSON.stringify(value, (_k, v: unknown) => {
        if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return bytes(v);
        if (typeof CryptoKey !== 'undefined' && v instanceof CryptoKey) return `[CryptoKey ${v.type} extractable=${String(v.extractable)}]`;
        if (v instanceof Blob) return `[Blob ${v.size}]`;
        return v;
      }) ?? String(value);
    };
    for (const [area, storage] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        out.push([area, key, storage.getItem(key) ?? '']);
      }
    }
    for (const { name, version } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name, version);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of [...db.objectStoreNames]) {
        const [keys, values] = await new Promise<[unknown[], unknown[]]>((resolve, reject) => {
          const tx = db.transaction(store, 'readonly');
          const keysReq = tx.objectStore(store).getAllKeys();
          const valuesReq = tx.objectStore(store).getAll();
          tx.oncomplete = () => resolve([keysReq.result, valuesReq.result]);
          tx.onerror = () => reject(tx.error);
        });
        keys.forEach((key, i) => out.push(['indexedDB', `${name}/${store}/${text(key)}`, `${text(key)} ${text(values[i])}`]));
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        // Text answers are read whole; the build's own scripts and styles cannot hold a player's secret.
        const body = response && /json|text\/(plain|html)|xml/.test(type) ? await response.text() : '';
        out.push(['cacheStorage', `${cacheName} ${request.url}`, `${request.url} ${body}`]);
      }
    }
    return out;
  });
  const cookies = await page.context().cookies();
  return [
    ...(entries as [StorageArea, string, string][]),
    ...cookies.map((c): [StorageArea, string, string] => ['cookies', `${c.domain} ${c.name}`, `${c.name}=${c.value}`]),
  ];
}

/** Where any form of each secret is found (hex case-insensitively). */
export async function storageHits(page: Page, secrets: Record<string, string>): Promise<StorageHit[]> {
  const dump = await dumpStorage(page);
  const hits: StorageHit[] = [];
  for (const [secret, value] of Object.entries(secrets)) {
    for (const [form, needle] of secretForms(value)) {
      for (const [area, key, text] of dump) {
        const found = form === 'hex' ? text.toLowerCase().includes(needle) : text.includes(needle);
        if (found) hits.push({ secret, form, area, key });
      }
    }
  }
  return hits;
}

/** The areas (and keys) that hold a value, e.g. where the session token is. */
export async function storageAreasHolding(page: Page, value: string): Promise<string[]> {
  return (await storageHits(page, { value })).map((h) => `${h.area} ${h.key}`).filter((k, i, all) => all.indexOf(k) === i);
}
