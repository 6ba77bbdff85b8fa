import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Geetest stand-in's file (sandbox/geetest/stand-in.js, served for both clients) and its
 * Subresource Integrity pin. A production manifest pins the provider's own v3 file by its path
 * (`geetest.scriptIntegrity`, the provider's hash); the stand-in serves other bytes, so the
 * sandbox's overlay (overlay.ts) pins the stand-in's instead, computed here from the file, and
 * the app's loader runs exactly as in production: integrity and crossorigin on the tag, the browser
 * refusing any other bytes (scenario `geetest.bases.<base>: "tampered"` serves such bytes).
 */
const HERE = dirname(fileURLToPath(import.meta.url));
export const STAND_IN_FILE = join(HERE, 'geetest', 'stand-in.js');
/** The versioned v3 file the app loads (src/flows/auth/captcha/geetest-provider.ts, PROVIDER_SCRIPT.v3). */
export const PINNED_PATH = '/static/js/gt.0.4.9.js';

/** `sha384-<base64>` of some bytes: what an `integrity` attribute carries. */
export function sriHash(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The stand-in's bytes, as served. */
export function standInScript(): Buffer {
  return readFileSync(STAND_IN_FILE);
}

/** The pin of the stand-in's file, as the overlay writes it into a manifest. */
export function standInIntegrity(): Record<string, string> {
  return { [PINNED_PATH]: sriHash(standInScript()) };
}

/** The stand-in's script with one byte more: what a compromised base would serve. */
export function tamperedScript(): Buffer {
  return Buffer.concat([standInScript(), Buffer.from('\n')]);
}
