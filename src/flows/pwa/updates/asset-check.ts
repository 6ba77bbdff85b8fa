/**
 * The asset update check: a hash of /m/asset-manifest.json and
 * /mobile/mc/asset-manifest.json (each with a timestamp parameter) compared with the stored hash
 * (STORE_KEYS.pwaUpdateHash).
 *
 *   first run on this device       → store the hash, nothing to say         'first-run'
 *   same hash                      → nothing                                'unchanged'
 *   different hash                 → store it, the caller shows the dialog  'changed'
 *   a file could not be read       → nothing stored, try again later        'unavailable'
 *
 * A 404 counts as an empty file (the member-centre app under /mobile/mc may not be deployed on a
 * host); a network error or any other status is "unavailable", so a flaky link never flips the
 * hash and asks for a refresh that changes nothing.
 */
export const OWN_ASSET_MANIFEST = '/m/asset-manifest.json';
export const MC_ASSET_MANIFEST = '/mobile/mc/asset-manifest.json';

export type AssetCheckOutcome = 'first-run' | 'unchanged' | 'changed' | 'unavailable';

export interface AssetCheckDeps {
  fetch: typeof fetch;
  /** Hex SHA-256 (WebCrypto), or null where there is none (plain HTTP). */
  sha256: (text: string) => Promise<string | null>;
  now: () => number;
  readHash: () => string | null;
  writeHash: (hash: string) => void;
}

class Unavailable extends Error {}

async function manifestText(fetchImpl: typeof fetch, url: string): Promise<string> {
  const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' }).catch(() => {
    throw new Unavailable(url);
  });
  if (response.status === 404) return '';
  if (!response.ok) throw new Unavailable(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** SHA-256 of both files, or null when one could not be read (or WebCrypto is missing: plain HTTP). */
export async function assetManifestsHash(fetchImpl: typeof fetch, sha256: AssetCheckDeps['sha256'], now: number): Promise<string | null> {
  try {
    const [own, mc] = await Promise.all([
      manifestText(fetchImpl, `${OWN_ASSET_MANIFEST}?t=${now}`),
      manifestText(fetchImpl, `${MC_ASSET_MANIFEST}?t=${now}`),
    ]);
    // The separator keeps "ab" + "" and "a" + "b" apart.
    return await sha256(`${own}\n--\n${mc}`);
  } catch (error) {
    if (error instanceof Unavailable) return null;
    throw error;
  }
}

export async function checkAssets(deps: AssetCheckDeps): Promise<AssetCheckOutcome> {
  const hash = await assetManifestsHash(deps.fetch, deps.sha256, deps.now());
  if (hash === null) return 'unavailable';
  const stored = deps.readHash();
  if (stored === hash) return 'unchanged';
  deps.writeHash(hash);
  return stored === null ? 'first-run' : 'changed';
}

/**
 * Whether to show the update dialog, from the hash check and the index.html check
 * (index-check.ts: true = this page runs an older entry than the server's, false = the same,
 * null = could not tell):
 *
 *   stale page                      → yes, whatever the hash says (another tab stored it first)
 *   hash changed, page not stale    → no: this page already runs the new code (it was reloaded
 *                                     after the deploy, before an hourly check saw the change)
 *   hash changed, cannot tell       → yes (the hash rule on its own)
 *   anything else                   → no
 */
export function updateNeeded(outcome: AssetCheckOutcome, pageStale: boolean | null): boolean {
  if (outcome === 'unavailable') return false;
  return pageStale === true || (outcome === 'changed' && pageStale === null);
}
