/**
 * A merchant as the app sees it, for the commands that describe merchants (explain, diff,
 * preview): the raw manifest, the manifest with the schema's defaults filled in (the generated
 * validator runs ajv with useDefaults, as the build and the browser do), and the runtime's own
 * route table, feature set and promotion targets computed from it. Nothing here re-states a rule:
 * each answer comes from the function the app calls.
 *
 *   const m = await loadMerchant(root, 'goldcrest');
 *   if (!m.ok) fail(m.message);
 *   m.routes.match('/m/member/home').route.access  // 'member'
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildRouteTable, type RouteTable } from '../../src/runtime/steps/build-route-table.ts';
import type { MerchantManifest } from '../../src/runtime/merchant-manifest.generated.ts';
import { resolveFeatures, type FeatureSet } from '../../src/runtime/steps/resolve-features.ts';
import type { SystemStatus } from '../../src/runtime/steps/system-status.ts';
import { resolveTargets, type Targets } from '../../src/runtime/steps/targets.ts';
import { suggest } from '../lib/manifest-check/did-you-mean.ts';
import { loadValidator } from '../lib/manifest-check/load.ts';

export type Route = MerchantManifest['routes'][number];

export interface Merchant {
  ok: true;
  id: string;
  file: string;
  raw: Record<string, unknown>;
  manifest: MerchantManifest;
  routes: RouteTable<Route>;
  /** The features with the manifest alone deciding (no status call answered). */
  features: FeatureSet;
  targets: Targets;
}

export type MerchantLoad = Merchant | { ok: false; message: string };

/** Merchant ids: the folders of merchants/ that hold a manifest.json. */
export function merchantIds(root: string): string[] {
  const dir = join(root, 'merchants');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && statSync(join(dir, entry.name, 'manifest.json'), { throwIfNoEntry: false })?.isFile())
    .map((entry) => entry.name)
    .sort();
}

const repoRoot = join(import.meta.dirname, '../..');

/** `root` holds merchants/ (a test passes a temporary copy); the validator is this repository's. */
export async function loadMerchant(root: string, id: string): Promise<MerchantLoad> {
  const ids = merchantIds(root);
  if (!ids.includes(id)) {
    const near = suggest(id, ids);
    return { ok: false, message: `unknown merchant "${id}"${near ? ` (did you mean "${near}"?)` : ''}; merchants: ${ids.join(', ')}` };
  }
  const file = `merchants/${id}/manifest.json`;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, message: `${file}: not JSON (${(error as Error).message}); run \`npm run merchant -- check ${file}\`` };
  }
  const filled = structuredClone(raw);
  const validate = await loadValidator(repoRoot);
  if (!validate(filled)) {
    return { ok: false, message: `${file} does not validate (${validate.errors?.length ?? 0} errors); run \`npm run merchant -- check ${file}\` for the details` };
  }
  const manifest = filled as unknown as MerchantManifest;
  const routes = buildRouteTable(manifest.routes);
  const features = resolveFeatures(manifest, null);
  return { ok: true, id, file, raw, manifest, routes, features, targets: resolveTargets(manifest, routes, features) };
}

/** As the promotion page decides: the app-download handler needs a link to offer (manifest links, before the status call's). */
export function hasDownloadLink(m: Pick<Merchant, 'features'>): boolean {
  const links = m.features.downloadLinks;
  return Boolean(links.Android || links.IOS || links.MOBILECONFIG);
}

/**
 * A status answer that sends only these white-label values: what the server's live value does.
 * Every other field absent, as `readStatus` leaves what a server omits.
 */
export function statusWith(whitelabelVal: Record<string, boolean>): SystemStatus {
  return {
    whitelabelVal, thresholds: {}, gw: {}, sms: {}, imageCDNs: [], ip: null, test: false, maintenance: false, maintenanceEnd: null,
    regionRestriction: false, mainDomain: null, customerService: null, mobileTemplate: {}, analytics: {}, resources: [],
  };
}

/**
 * The JSON pointers the schema's defaults filled in: present in `filled`, absent from `raw`
 * (a filled object is listed once, not each of its keys).
 *
 *   filledDefaults({ a: {} }, { a: { b: 1 }, c: { d: 2 } })  // → [['/a/b', 1], ['/c', { d: 2 }]]
 */
export function filledDefaults(raw: unknown, filled: unknown, pointer = ''): [string, unknown][] {
  if (!isObject(filled)) return [];
  if (Array.isArray(filled)) {
    const items = Array.isArray(raw) ? raw : [];
    return filled.flatMap((item, i) => filledDefaults(items[i], item, `${pointer}/${i}`));
  }
  const rawObject = isObject(raw) && !Array.isArray(raw) ? raw : {};
  return Object.entries(filled).flatMap(([key, value]) =>
    key in rawObject ? filledDefaults(rawObject[key], value, `${pointer}/${escape(key)}`) : [[`${pointer}/${escape(key)}`, value] as [string, unknown]],
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A value as one short line: `true`, `"EN"`, `8000`, `{marquee, spinner}`, `[3 items]`. */
export function short(value: unknown): string {
  if (Array.isArray(value)) return value.every((v) => typeof v !== 'object') && value.length <= 6 ? `[${value.join(', ')}]` : `[${value.length} items]`;
  if (isObject(value)) return `{${Object.keys(value).join(', ')}}`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
