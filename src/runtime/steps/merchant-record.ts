import { DIGEST_HEX_DIGITS } from '../manifest-digest';

/**
 * Host → merchant, without shipping every merchant to every player.
 *
 * A merchant's record is the little start-up needs before its manifest answers: the id (whose
 * manifest to fetch), the code (the status call's header), the languages (the locale file loads in
 * parallel with the manifest), the home route (a landing on it fetches the lobby in parallel) and
 * the manifest's digest (the build validated exactly this text: no validator on the first load).
 * The build writes one record per merchant (scripts/vite/merchant-records.ts), and start-up finds
 * the host's in this order:
 *
 *   1. inline in the page: the server answered for the host with that merchant's page
 *      (`<script type="application/json" id="m-merchant">`; docs/deployment.md);
 *   2. the one the last visit on this host stored (a page from the service worker's cache is the
 *      generic index.html), checked again in the background;
 *   3. fetched: /m/hosts/<hostname>.json, else /m/hosts/_default.json (localhost and hosts no
 *      merchant lists get the default merchant).
 *
 * So a player's first load is the same size whether the build serves 3 merchants or 500.
 * Development builds and sandbox pages take `?merchant=<id>` (/m/merchants/<id>/record.json).
 */
export interface MerchantRecord {
  readonly id: string;
  readonly merchantCode: string;
  readonly languages: { readonly default: string; readonly supported: readonly string[] };
  /** The home route's path and aliases, and who may open it; null when the manifest has none. */
  readonly home: { readonly paths: readonly string[]; readonly access: string } | null;
  /** The first DIGEST_HEX_DIGITS hex digits of the SHA-256 of the manifest text the build published. */
  readonly digest: string;
}

export const RECORD_ELEMENT_ID = 'm-merchant';
export const DEFAULT_HOST_FILE = '_default';

const isString = (v: unknown): v is string => typeof v === 'string';

export function isMerchantRecord(value: unknown): value is MerchantRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const languages = r.languages as Record<string, unknown> | undefined;
  const home = r.home as Record<string, unknown> | null | undefined;
  return (
    isString(r.id) && /^[\w-]+$/.test(r.id) &&
    isString(r.merchantCode) &&
    isString(r.digest) && r.digest.length === DIGEST_HEX_DIGITS &&
    typeof languages === 'object' && languages !== null && isString(languages.default) &&
    Array.isArray(languages.supported) && languages.supported.every(isString) &&
    (home === null || (typeof home === 'object' && Array.isArray(home.paths) && home.paths.every(isString) && isString(home.access)))
  );
}

/** The record the server put in the page, if any (a data block: CSP does not run it, nor does anything else). */
export function inlineRecord(doc: Document): MerchantRecord | null {
  const text = doc.getElementById(RECORD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isMerchantRecord(value) ? value : null;
  } catch {
    return null;
  }
}

export interface RecordSources {
  doc: Document;
  hostname: string;
  search: string;
  /** `?merchant=` is honoured (development builds and sandbox pages only). */
  allowOverride: boolean;
  /** The app's base path, "/m/". */
  base: string;
  /** What the last visit stored (checked here: storage is not trusted to hold a record). */
  stored: () => unknown;
  store: (record: MerchantRecord) => void;
  fetchImpl?: typeof fetch;
}

async function fetchRecord(url: string, fetchImpl: typeof fetch): Promise<MerchantRecord | null> {
  const response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  const value: unknown = await response.json();
  if (!isMerchantRecord(value)) throw new Error(`${url} is not a merchant record`);
  return value;
}

/** The file a host's record is published as: the name lower-cased, without a trailing dot. */
export function hostFileName(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return /^[a-z0-9.-]+$/.test(host) ? host : DEFAULT_HOST_FILE;
}

/**
 * The host's merchant (the order above). Throws when no record can be had (offline on a first
 * visit): start-up then shows its "unreachable" screen with Retry.
 */
export async function resolveRecord(sources: RecordSources): Promise<{ record: MerchantRecord; from: 'page' | 'stored' | 'fetched' }> {
  const fetchImpl = sources.fetchImpl ?? fetch;
  const wanted = sources.allowOverride ? new URLSearchParams(sources.search).get('merchant') : null;
  const inline = inlineRecord(sources.doc);
  if (wanted && /^[\w-]+$/.test(wanted) && inline?.id !== wanted) {
    const record = await fetchRecord(`${sources.base}merchants/${wanted}/record.json`, fetchImpl).catch(() => null);
    if (record) return { record, from: 'fetched' };
  }
  if (inline) {
    if (!wanted) sources.store(inline);
    return { record: inline, from: 'page' };
  }
  const stored = sources.stored();
  if (isMerchantRecord(stored) && !wanted) return { record: stored, from: 'stored' };
  const record =
    (await fetchRecord(`${sources.base}hosts/${hostFileName(sources.hostname)}.json`, fetchImpl)) ??
    (await fetchRecord(`${sources.base}hosts/${DEFAULT_HOST_FILE}.json`, fetchImpl));
  if (!record) throw new Error('no merchant record for this host, and no default record');
  sources.store(record);
  return { record, from: 'fetched' };
}

/**
 * After a start from the stored record: fetch the host's record again so the next visit starts
 * from the current one (a deploy may have changed the manifest, so its digest).
 */
export async function refreshStoredRecord(sources: Pick<RecordSources, 'hostname' | 'base' | 'store' | 'fetchImpl'>): Promise<void> {
  const fetchImpl = sources.fetchImpl ?? fetch;
  const record =
    (await fetchRecord(`${sources.base}hosts/${hostFileName(sources.hostname)}.json`, fetchImpl)) ??
    (await fetchRecord(`${sources.base}hosts/${DEFAULT_HOST_FILE}.json`, fetchImpl));
  if (record) sources.store(record);
}

/**
 * The `?merchant=` override exists in development builds and when the sandbox backend serves the
 * app (it marks its pages with <meta name="m-sandbox">); a production host never sets it.
 */
export function overrideAllowed(doc: Document, isDev: boolean): boolean {
  return isDev || doc.querySelector('meta[name="m-sandbox"]') !== null;
}
