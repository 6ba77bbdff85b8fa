import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sandboxCsp } from './csp';
import { sandboxManifest } from './overlay';
import type { CspManifest } from '../scripts/lib/merchant-csp.ts';

// Reads merchants/*/manifest.json, with the sandbox's overlay (overlay.ts: its stand-ins for the
// brand's image CDNs, game and chat pages, captcha and Firebase), into the few fields the sandbox needs. The sandbox is not the
// validator (scripts/validate-merchants is): it reads defensively, takes what it understands and
// skips a manifest without `id` and `merchantCode`, with a warning that names the file.

/** The white-label flags and their defaults, as the schema defines them (one list: a flag added there is known here). */
const FLAG_DEFAULTS: Readonly<Record<string, boolean>> = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync(join(import.meta.dirname, '../schema/merchant.schema.json'), 'utf8')) as { definitions: { WhiteLabelFlags: { properties: Record<string, { default?: unknown }> } } })
      .definitions.WhiteLabelFlags.properties,
  ).map(([name, flag]) => [name, flag.default === true]),
);
export const FLAG_NAMES: readonly string[] = Object.keys(FLAG_DEFAULTS);

export interface DownloadLink { resourceType: string; url: string }
export interface CsEntry { csType: string; csPosition: string; title: string; url: string }

export interface MerchantConfig {
  id: string;
  merchantCode: string;
  displayName: string;
  domains: string[];
  defaultLanguage: string;
  supportedLanguages: string[];
  /** Every known flag (its schema default when the manifest omits it) plus any other boolean it declares. */
  flags: Record<string, boolean>;
  thresholds: Record<string, number>;
  downloadLinks: DownloadLink[];
  customerService: CsEntry[];
  geetest: { id: string; version: string };
  templates: Record<string, unknown>;
  /** Pixel and tag ids (the manifest's `analytics` strings), passed through to system status `analytics`. */
  analytics: Record<string, unknown>;
  /** Origins the pixel scripts load from (`analytics.scriptOrigins`): the CSP's script-src (csp.ts). */
  pixelScriptOrigins: string[];
  /** ISO country code; from `country`, else guessed from the default language, else VN. */
  country: string | undefined;
  /** Firebase project and, for a demo project, its Auth emulator (firebase-token.ts, csp.ts). */
  firebase: { projectId: string; authDomain: string | undefined; authEmulatorUrl: string | undefined } | null;
  /** Origins the app may navigate to on the server's say-so (banner URL links). */
  redirectAllowList: string[];
  /** The game origins: image CDNs, launch and frame origins (csp.ts; a loopback origin without a port matches any port). */
  games: GameOrigins;
  /** The home route's path and aliases (e.g. ["/m/home"]): served with the merchant's HTML shell. */
  homePaths: string[];
  /** The login route's path and aliases: where the first paint is the login page's HTML shell. */
  loginPaths: string[];
  /**
   * `registration.mobileDefaultPassword`: public (any browser reads the manifest), so the sandbox
   * counts it as a weak password, like WEAK_DEFAULT_PASSWORD (seed-members.ts `isWeakPassword`).
   */
  mobileDefaultPassword: string | undefined;
  /** Origins the chat URL may have (overlays.chatButton.origins): the chat frame's frame-src (csp.ts). */
  chatOrigins: string[];
  /** The Content-Security-Policy of this merchant's pages, from its whole manifest (sandbox/csp.ts). */
  csp: string;
  manifestPath: string;
}

export interface GameOrigins { imageOrigins: string[]; launchOrigins: string[]; frameOrigins: string[] }

export interface LoadedMerchants { merchants: MerchantConfig[]; warnings: string[] }

export function loadMerchants(dir: string): LoadedMerchants {
  const merchants: MerchantConfig[] = [];
  const warnings: string[] = [];
  if (!existsSync(dir)) return { merchants, warnings: [`merchant directory ${dir} does not exist`] };
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(dir, entry.name, 'manifest.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    try {
      const merchant = readMerchant(sandboxManifest(JSON.parse(readFileSync(file, 'utf8')) as unknown), file);
      if (merchants.some((m) => m.merchantCode === merchant.merchantCode)) {
        warnings.push(`${file}: merchantCode ${merchant.merchantCode} is already used by another manifest; skipped`);
      } else merchants.push(merchant);
    } catch (error) {
      warnings.push(`${file}: ${(error as Error).message}; skipped`);
    }
  }
  return { merchants, warnings };
}

export function readMerchant(json: unknown, manifestPath: string): MerchantConfig {
  const m = record(json);
  const id = text(m.id);
  const merchantCode = text(m.merchantCode);
  if (!id || !merchantCode) throw new Error('needs string "id" and "merchantCode"');
  const languages = record(m.languages);
  const supported = Array.isArray(languages.supported) ? languages.supported.filter(isText) : [];
  const geetest = record(m.geetest);
  return {
    id,
    merchantCode,
    displayName: text(m.displayName) ?? id,
    domains: Array.isArray(m.domains) ? m.domains.filter(isText) : [],
    defaultLanguage: text(languages.default) ?? supported[0] ?? 'EN',
    supportedLanguages: supported.length ? supported : [text(languages.default) ?? 'EN'],
    flags: readFlags(record(m.flags)),
    thresholds: Object.fromEntries(Object.entries(record(m.thresholds)).filter(([, v]) => typeof v === 'number')) as Record<string, number>,
    downloadLinks: readDownloadLinks(m.downloadLinks),
    customerService: readCustomerService(m.customerService),
    geetest: { id: text(geetest.id) ?? `${id}-sandbox-gt`, version: text(geetest.version) ?? 'v3' },
    templates: record(m.templates),
    analytics: Object.fromEntries(Object.entries(record(m.analytics)).filter(([, v]) => typeof v === 'string')),
    pixelScriptOrigins: texts(record(m.analytics).scriptOrigins),
    country: text(m.country) ?? text(record(m.country).code),
    firebase: readFirebase(record(m.firebase)),
    redirectAllowList: texts(m.redirectAllowList),
    games: { imageOrigins: texts(record(m.games).imageOrigins), launchOrigins: texts(record(m.games).launchOrigins), frameOrigins: texts(record(m.games).frameOrigins) },
    homePaths: screenPaths(m.routes, 'home'),
    loginPaths: screenPaths(m.routes, 'login'),
    mobileDefaultPassword: text(record(m.registration).mobileDefaultPassword),
    chatOrigins: texts(record(record(m.overlays).chatButton).origins),
    csp: sandboxCsp(m as CspManifest),
    manifestPath,
  };
}

/** A screen's route path and aliases (home, login: where the app's first paint is an HTML shell). */
function screenPaths(routes: unknown, screen: string): string[] {
  const route = (Array.isArray(routes) ? routes : []).map(record).find((r) => r.screen === screen);
  return route ? [text(route.path), ...texts(route.aliases)].filter((p): p is string => Boolean(p)) : [];
}

function readFirebase(firebase: Record<string, unknown>): MerchantConfig['firebase'] {
  const projectId = text(firebase.projectId);
  return projectId ? { projectId, authDomain: text(firebase.authDomain), authEmulatorUrl: text(firebase.authEmulatorUrl) } : null;
}

function readFlags(flags: Record<string, unknown>): Record<string, boolean> {
  const out: Record<string, boolean> = { ...FLAG_DEFAULTS };
  for (const [name, value] of Object.entries(flags)) if (typeof value === 'boolean') out[name] = value;
  return out;
}

/** Accepts `[{resourceType, url}]` or `{ Android: url, IOS: url }`. */
function readDownloadLinks(value: unknown): DownloadLink[] {
  if (Array.isArray(value)) {
    return value.map(record).flatMap((l) => {
      const resourceType = text(l.resourceType);
      const url = text(l.url);
      return resourceType && url ? [{ resourceType, url }] : [];
    });
  }
  return Object.entries(record(value)).flatMap(([resourceType, url]) => (isText(url) ? [{ resourceType, url }] : []));
}

/**
 * Accepts `[{csType, csPosition, title, url|path}]` or `{defaultUrl, entries: [...]}`; a
 * `defaultUrl` becomes one more entry `{csType: "LIVECHAT", csPosition: "DEFAULT"}`.
 */
function readCustomerService(value: unknown): CsEntry[] {
  const list = Array.isArray(value) ? value : Array.isArray(record(value).entries) ? (record(value).entries as unknown[]) : [];
  const entries = list.map(record).flatMap((e) => {
    const url = text(e.url) ?? text(e.path) ?? text(e.link);
    if (!url) return [];
    return [{ csType: text(e.csType) ?? 'LIVECHAT', csPosition: text(e.csPosition) ?? 'FOOTER', title: text(e.title) ?? 'Customer service', url }];
  });
  const defaultUrl = text(record(value).defaultUrl);
  if (defaultUrl) entries.push({ csType: 'LIVECHAT', csPosition: 'DEFAULT', title: 'Customer service', url: defaultUrl });
  return entries;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isText) : [];
}
function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
