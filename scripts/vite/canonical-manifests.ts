import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import validate from '../../src/runtime/validate-manifest.generated.js';

/**
 * Each merchant's manifest as the browser receives it: validated with the same standalone
 * validator the browser has, schema defaults filled in, serialised once. Its SHA-256 goes into the
 * bundle, so the browser can tell "this is exactly the manifest the build validated" with one
 * WebCrypto digest instead of shipping the validator on every first load (docs/decisions.md).
 */
export interface CanonicalManifest {
  id: string;
  text: string;
  sha256: string;
}

export function canonicalManifests(merchantsDir: string): CanonicalManifest[] {
  return readdirSync(merchantsDir)
    .filter((id) => statSync(join(merchantsDir, id)).isDirectory() && existsSync(join(merchantsDir, id, 'manifest.json')))
    .map((id) => {
      const data: unknown = JSON.parse(readFileSync(join(merchantsDir, id, 'manifest.json'), 'utf8'));
      if (!validate(data)) {
        throw new Error(`merchants/${id}/manifest.json is invalid (${JSON.stringify(validate.errors?.[0])}); run npm run validate-merchants`);
      }
      const text = JSON.stringify(data);
      return { id, text, sha256: createHash('sha256').update(text).digest('hex') };
    });
}
