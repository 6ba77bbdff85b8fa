import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIGEST_HEX_DIGITS } from '../../src/runtime/manifest-digest.ts';
import { DEFAULT_HOST_FILE, hostFileName, type MerchantRecord } from '../../src/runtime/steps/merchant-record.ts';
import type { CanonicalManifest } from './canonical-manifests.ts';

/**
 * Each merchant's start-up record (src/runtime/steps/merchant-record.ts), and the files the build
 * publishes so that a host finds its merchant without the browser holding a table of all of them:
 *
 *   /m/merchants/<id>/record.json   the record (the sandbox's and development's `?merchant=`)
 *   /m/hosts/<domain>.json          the same record, once per domain the manifest lists
 *   /m/hosts/_default.json          the default merchant's (merchants/defaults.json): hosts no
 *                                   merchant lists (also written as localhost.json, 127.0.0.1.json)
 *
 * and, inline, in each merchant's pages (scripts/build-shells.ts), which is the way a server that
 * answers for the host avoids even that request.
 */
interface RouteLike { screen?: unknown; path?: unknown; aliases?: unknown; access?: unknown }

function homeOf(routes: unknown): MerchantRecord['home'] {
  const home = (Array.isArray(routes) ? (routes as RouteLike[]) : []).find((r) => r?.screen === 'home');
  if (typeof home?.path !== 'string') return null;
  const aliases = Array.isArray(home.aliases) ? home.aliases.filter((a): a is string => typeof a === 'string') : [];
  return { paths: [home.path, ...aliases], access: typeof home.access === 'string' ? home.access : 'public' };
}

export function recordOf(manifest: CanonicalManifest): MerchantRecord {
  const m = JSON.parse(manifest.text) as { id: string; merchantCode: string; languages: { default: string; supported: string[] }; routes?: unknown };
  return {
    id: m.id,
    merchantCode: m.merchantCode,
    languages: { default: m.languages.default, supported: m.languages.supported },
    home: homeOf(m.routes),
    digest: manifest.sha256.slice(0, DIGEST_HEX_DIGITS),
  };
}

/** The id merchants/defaults.json names; it must be one of `ids`. */
export function defaultMerchantId(merchantsDir: string, ids: readonly string[]): string {
  const file = join(merchantsDir, 'defaults.json');
  const id = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { defaultMerchantId?: unknown }).defaultMerchantId : undefined;
  if (typeof id !== 'string' || !ids.includes(id)) throw new Error(`merchants/defaults.json: defaultMerchantId ${JSON.stringify(id)} is not a merchant folder`);
  return id;
}

/** The published record files: path under /m/ → JSON text. Two merchants listing one domain is an error. */
export function recordFiles(manifests: readonly CanonicalManifest[], defaultId: string): Map<string, string> {
  const files = new Map<string, string>();
  const owner = new Map<string, string>();
  for (const manifest of manifests) {
    const record = recordOf(manifest);
    const text = JSON.stringify(record);
    files.set(`merchants/${record.id}/record.json`, text);
    const { domains } = JSON.parse(manifest.text) as { domains: string[] };
    for (const domain of domains) {
      const name = hostFileName(domain);
      const taken = owner.get(name);
      if (taken && taken !== record.id) throw new Error(`merchants ${taken} and ${record.id} both list the domain ${domain}`);
      owner.set(name, record.id);
      files.set(`hosts/${name}.json`, text);
    }
    if (record.id === defaultId) files.set(`hosts/${DEFAULT_HOST_FILE}.json`, text);
  }
  return files;
}

/** The record as a data block for a page's <head> ("<" escaped, so no text in it can close the element). */
export function inlineRecordTag(record: MerchantRecord): string {
  return `<script type="application/json" id="m-merchant">${JSON.stringify(record).replace(/</g, '\\u003c')}</script>`;
}
