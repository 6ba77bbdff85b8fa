import { base64ToBytes, bytesToBase64, utf8 } from '@/lib/cipher/bytes';
import { STORE_KEYS, storage } from '@/lib/storage';
import { indexedDbKeyStore, newRememberKey, type KeyStore } from './remember-key-store';

/**
 * The remembered login: type, username, encoded password, merchant, in local
 * storage under `remember-login`. "Encoded" here means AES-GCM with a non-extractable key kept in
 * IndexedDB (remember-key-store.ts): storage holds only the cipher text, never the password in
 * plain, Base64 or hex. Type 'sms' (SMS and social logins) stores no password at all.
 *
 *   localStorage['remember-login'] =
 *     {"type":"username","username":"demo","merchant":"LVN","password":{"iv":"…12 bytes…","data":"…cipher text + tag…"}}
 *
 * The username and merchant are the cipher's associated data: a record edited to another user or
 * merchant no longer decrypts. Loaded only when a record exists or the player asked to be
 * remembered, never on a fresh device's first load.
 */
export type RememberType = 'username' | 'sms';

export interface RememberedLogin {
  type: RememberType;
  username: string;
  merchant: string;
  /** Plain text, in memory only; absent for type 'sms'. */
  password?: string;
}

interface StoredRecord {
  type: RememberType;
  username: string;
  merchant: string;
  password?: { iv: string; data: string };
}

let keyStore: KeyStore = indexedDbKeyStore();

/** Tests swap in a key store in memory (jsdom and Node have no IndexedDB). */
export function setKeyStore(store: KeyStore): void {
  keyStore = store;
}

const associated = (r: Pick<StoredRecord, 'username' | 'merchant'>) => utf8(`${r.merchant}\n${r.username}`);

async function encrypt(password: string, record: StoredRecord): Promise<StoredRecord['password']> {
  const key = (await keyStore.get()) ?? (await keyStore.put(await newRememberKey()));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: associated(record) }, key, utf8(password));
  return { iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(data)) };
}

/** The stored record without decrypting anything (the auto-login conditions need only this). */
export function storedRecord(): Omit<RememberedLogin, 'password'> & { hasPassword: boolean } | null {
  const raw = storage.getJson<Partial<StoredRecord>>('local', STORE_KEYS.rememberedLogin);
  if (!raw || (raw.type !== 'username' && raw.type !== 'sms') || typeof raw.username !== 'string' || typeof raw.merchant !== 'string') return null;
  return { type: raw.type, username: raw.username, merchant: raw.merchant, hasPassword: Boolean(raw.password) };
}

/**
 * Stores the login. Resolves false (and stores nothing) when the browser cannot keep it safely:
 * no local storage, no IndexedDB, no WebCrypto. The login itself is never affected.
 */
export async function rememberLogin(login: RememberedLogin): Promise<boolean> {
  const record: StoredRecord = { type: login.type, username: login.username, merchant: login.merchant };
  try {
    if (login.type === 'username' && login.password) record.password = await encrypt(login.password, record);
    if (storage.setJson('local', STORE_KEYS.rememberedLogin, record)) return true;
  } catch {
    // IndexedDB or WebCrypto unavailable: fall through, nothing is kept.
  }
  storage.remove('local', STORE_KEYS.rememberedLogin);
  return false;
}

/** The record with its password decrypted; null when there is none or it cannot be decrypted (then it is dropped). */
export async function readRemembered(): Promise<RememberedLogin | null> {
  const raw = storage.getJson<StoredRecord>('local', STORE_KEYS.rememberedLogin);
  const record = storedRecord();
  if (!raw || !record) return null;
  const { hasPassword: _, ...login } = record;
  if (!raw.password) return login;
  try {
    const key = await keyStore.get();
    const iv = base64ToBytes(raw.password.iv);
    const data = base64ToBytes(raw.password.data);
    if (!key || !iv || !data) throw new Error('unreadable');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: associated(record) }, key, data);
    return { ...login, password: new TextDecoder().decode(plain) };
  } catch {
    // The key was cleared with the site's data, or the record was tampered with: forget it.
    await forgetRemembered();
    return null;
  }
}

/** Credential errors, a password change, or the player unticking "Remember me". */
export async function forgetRemembered(): Promise<void> {
  storage.remove('local', STORE_KEYS.rememberedLogin);
  await keyStore.clear().catch(() => undefined);
}

/**
 * A password reset: the remembered login of that account (any type, the user name in any case) is
 * forgotten, as a password change forgets it; another account's stays. Resolves whether one went.
 *
 *   await forgetRememberedFor('Demo', 'LVN')   // record {username: 'demo', merchant: 'LVN'} → gone, true
 */
export async function forgetRememberedFor(username: string, merchant: string): Promise<boolean> {
  const record = storedRecord();
  if (!record || record.merchant !== merchant || record.username.trim().toLowerCase() !== username.trim().toLowerCase()) return false;
  await forgetRemembered();
  return true;
}

/** Whether remembering can work in this browser at all: local storage, IndexedDB and WebCrypto. */
export async function rememberSupported(): Promise<boolean> {
  if (!storage.isAvailable('local') || typeof indexedDB === 'undefined' || !crypto?.subtle) return false;
  try {
    await keyStore.get();
    return true;
  } catch {
    return false;
  }
}
