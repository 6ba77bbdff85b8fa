/**
 * Pins a vendor's fixed, versioned script: prints its Subresource Integrity hash and whether the
 * answer allows the CORS fetch a pinned cross-origin script needs (without
 * Access-Control-Allow-Origin the browser refuses the script outright, pinned or not, and the
 * captcha would fail on every base). Run it where the vendor's host is reachable, and put the
 * printed hash in the manifest beside the bases it is loaded from (geetest.scriptIntegrity):
 *
 *   npx tsx scripts/script-integrity.ts https://static.geetest.com/static/js/gt.0.4.9.js
 *   → sha384-…   (CORS: Access-Control-Allow-Origin: *)
 *
 * Every base must serve the same bytes: the script checks each URL given and fails when their
 * hashes differ or one refuses CORS.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function sriOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Whether an answer lets a page of `origin` read it in a CORS request without credentials. */
export function corsAllows(allowOrigin: string | null, origin: string): boolean {
  return allowOrigin === '*' || allowOrigin === origin;
}

async function main(urls: string[]): Promise<number> {
  if (!urls.length) {
    console.error('usage: npx tsx scripts/script-integrity.ts <url> [<the same file on another base> …]');
    return 2;
  }
  const origin = 'https://m.example.com';
  const hashes = new Set<string>();
  let ok = true;
  for (const url of urls) {
    const response = await fetch(url, { headers: { Origin: origin } });
    if (!response.ok) {
      console.error(`${url}: HTTP ${response.status}`);
      ok = false;
      continue;
    }
    const hash = sriOf(new Uint8Array(await response.arrayBuffer()));
    const allow = response.headers.get('access-control-allow-origin');
    hashes.add(hash);
    console.log(`${hash}  ${url}  (CORS: ${allow === null ? 'none: a pinned script from here would be refused' : `Access-Control-Allow-Origin: ${allow}`})`);
    if (!corsAllows(allow, origin)) ok = false;
  }
  if (hashes.size > 1) {
    console.error('The bases serve different bytes: one pin cannot hold for all of them.');
    ok = false;
  }
  return ok ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  void main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
