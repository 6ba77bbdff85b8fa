import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normalizeLanguage, type Language } from '../../src/lib/i18n/languages.ts';

// Reading the build: the merchants as the build output published them (nginx-config.ts turns
// them into nginx's configuration).

/** One merchant as the build published it (m/merchants/<id>/manifest.json, m/headers/<id>.json). */
export interface MerchantBuild {
  id: string;
  /** Host names (the manifest's `domains`), lower case. */
  domains: string[];
  /** The languages it offers, as product codes (normalized as the app does), in the manifest's order. */
  languages: Language[];
  /** Its default language; a shell in this language is served when the browser asks for none it offers. */
  defaultLanguage: Language;
  /** The home route's path and aliases ("/m/home", …); "/m" and "/m/" are home paths of every merchant. */
  homePaths: string[];
  /** The login route's path and aliases. */
  loginPaths: string[];
  /** The headers of its HTML answers (m/headers/<id>.json). */
  headers: Record<string, string>;
}

export interface BuildInfo {
  /** Absolute; holds m/. */
  root: string;
  merchants: MerchantBuild[];
  /** The merchant of hosts no manifest lists (m/hosts/_default.json). */
  defaultId: string;
  /** Files the pages need that the build did not write (a missing shell falls back to index.html). */
  warnings: string[];
}
type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []);
export const ID = /^[\w-]+$/;
export const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** Route paths go into a location regex: plain path characters only. */
export const ROUTE_PATH = /^\/[\w./~-]*$/;

/** The merchants of the build in `root` (a directory holding m/); throws on what nginx could not serve. */
export function readBuild(rootDir: string): BuildInfo {
  const root = resolve(rootDir);
  const dir = join(root, 'm', 'merchants');
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: --root must be a build output (the directory that holds m/)`);
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'manifest.json')))
    .map((e) => e.name)
    .sort();
  if (ids.length === 0) throw new Error(`no merchant in ${dir} (expected <id>/manifest.json)`);
  const merchants = ids.map((id) => merchantOf(root, id));
  const defaultFile = join(root, 'm', 'hosts', '_default.json');
  const defaultId = existsSync(defaultFile) ? (JSON.parse(readFileSync(defaultFile, 'utf8')) as { id?: unknown }).id : undefined;
  if (typeof defaultId !== 'string' || !ids.includes(defaultId)) {
    throw new Error(`${defaultFile}: "id" ${JSON.stringify(defaultId)} is not one of the build's merchants (${ids.join(', ')})`);
  }
  const warnings: string[] = [];
  const has = (rel: string) => existsSync(join(root, rel));
  for (const m of merchants) {
    const wanted = [`m/pages/${m.id}.html`, ...m.languages.map((l) => `m/shells/${m.id}.${l}.html`), ...(m.loginPaths.length ? m.languages.map((l) => `m/shells/${m.id}.login.${l}.html`) : [])];
    for (const rel of wanted) if (!has(rel)) warnings.push(`${rel} is missing: its requests get m/index.html`);
  }
  if (!has('m/index.html')) warnings.push('m/index.html is missing');
  return { root, merchants, defaultId, warnings };
}

function merchantOf(root: string, id: string): MerchantBuild {
  const file = join(root, 'm', 'merchants', id, 'manifest.json');
  if (!ID.test(id)) throw new Error(`${file}: the folder name ${JSON.stringify(id)} is not a merchant id ([A-Za-z0-9_-])`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!isRecord(manifest) || manifest.id !== id) throw new Error(`${file}: "id" must be ${JSON.stringify(id)}`);
  const languages = isRecord(manifest.languages) ? manifest.languages : {};
  const supported = [...new Set(strings(languages.supported).map((l) => normalizeLanguage(l)).filter((l): l is Language => l !== null))];
  // As the sandbox picks it (sandbox/page-merchant.ts appPageFor).
  const defaultLanguage = normalizeLanguage(typeof languages.default === 'string' ? languages.default : undefined) ?? supported[0] ?? 'EN';
  const headersFile = join(root, 'm', 'headers', `${id}.json`);
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: every merchant's HTML answers carry its headers`);
  const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as unknown;
  if (!isRecord(headers)) throw new Error(`${headersFile}: expected an object of header names to values`);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (typeof value === 'string') out[name] = value;
  return {
    id,
    domains: strings(manifest.domains).map((d) => d.toLowerCase()),
    languages: supported.length ? supported : [defaultLanguage],
    defaultLanguage,
    homePaths: screenPaths(manifest.routes, 'home'),
    loginPaths: screenPaths(manifest.routes, 'login'),
    headers: out,
  };
}

/** A screen's route path and aliases (as sandbox/merchants.ts reads them). */
function screenPaths(routes: unknown, screen: string): string[] {
  const route = (Array.isArray(routes) ? routes : []).filter(isRecord).find((r) => r.screen === screen);
  if (!route) return [];
  return [...(typeof route.path === 'string' && route.path ? [route.path] : []), ...strings(route.aliases)];
}
