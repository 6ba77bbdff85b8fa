import { DIGEST_HEX_DIGITS } from '../manifest-digest';
import type { MerchantManifest } from '../merchant-manifest.generated';

export { DIGEST_HEX_DIGITS };

/**
 * Fetches a merchant's manifest and decides whether to trust it:
 *
 * 1. the text's SHA-256 equals the digest the build computed for this merchant → it is byte for
 *    byte the manifest the build validated (size and depth caps included, with defaults filled
 *    in): parse and use it;
 * 2. otherwise (edited after the build, tampered with, or no WebCrypto on a plain-HTTP origin) →
 *    load the full check (runtime/check-manifest-text.ts): size and depth caps before anything parses
 *    it, then the standalone validator. Neither is on the first load.
 *
 * Failures are values, not exceptions, so the app can show its "configuration invalid" screen.
 *
 *   await loadManifest('/m/merchants/luckyvn/manifest.json', manifestDigests.luckyvn)
 *   // → { ok: true, manifest, checkedBy: 'digest' }
 */
export type ManifestLoad =
  | { ok: true; manifest: MerchantManifest; checkedBy: 'digest' | 'validator' }
  | { ok: false; reason: 'unreachable' | 'limits' | 'not-json' | 'invalid'; details: string[] };

export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}


export async function verifyManifestText(text: string, expectedDigest: string | undefined): Promise<ManifestLoad> {
  if (expectedDigest?.length === DIGEST_HEX_DIGITS && (await sha256Hex(text))?.slice(0, DIGEST_HEX_DIGITS) === expectedDigest) {
    return { ok: true, manifest: JSON.parse(text) as MerchantManifest, checkedBy: 'digest' };
  }
  const { checkManifestText } = await import('../check-manifest-text');
  const result = checkManifestText(text);
  return result.ok ? { ...result, checkedBy: 'validator' } : result;
}

export async function loadManifest(url: string, expectedDigest: string | undefined, fetchImpl: typeof fetch = fetch): Promise<ManifestLoad> {
  let text: string;
  try {
    const response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) return { ok: false, reason: 'unreachable', details: [`HTTP ${response.status} for ${url}`] };
    text = await response.text();
  } catch (error) {
    return { ok: false, reason: 'unreachable', details: [(error as Error).message] };
  }
  return verifyManifestText(text, expectedDigest);
}
