import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { acceptedLanguages, normalizeLanguage, pickLanguage, type Language } from '../src/lib/i18n/languages.ts';

export { acceptedLanguages };
import type { MerchantState } from './merchant-state';
import type { MerchantConfig } from './merchants';
import type { SandboxRuntime } from './sandbox-runtime';

// Which merchant a request that carries no Merchant header belongs to, by the host of the page
// (the Geetest stand-in's script requests, the image CDNs' Referer).

/**
 * The merchant whose page asked: the Host (port dropped) among the manifests' domains, else the
 * default merchant of merchants/defaults.json (the one the app serves on localhost), else the first.
 *   "luckyvn.localhost:4173" → LVN,   "127.0.0.1:4173" → the default merchant
 */
export function stateForHost(runtime: SandboxRuntime, host: string | undefined): MerchantState | undefined {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  const merchant = runtime.merchants.find((m) => m.domains.some((d) => d.toLowerCase() === name)) ?? defaultMerchant(runtime);
  return merchant ? runtime.state(merchant.merchantCode) : undefined;
}

/**
 * The page an app route gets (scripts/build-shells.ts), for the merchant the app itself would
 * resolve (the sandbox's `?merchant=` override, else the host, else the default merchant): the
 * HTML shell of its landing screen on its home paths ("/m", "/m/" and the home route's path and
 * aliases), the login page's shell on the login route's path and aliases, both in the language
 * the browser asks for (`Accept-Language` in the order it lists them, as the app picks from
 * `navigator.languages`: the first the merchant offers, else its default), and its page (index.html with its start-up record, theme and language) on any
 * other. This is how a server answers for the host, so the app needs no table of merchants
 * (docs/deployment.md).
 *   appPageFor(runtime, 'luckyvn.localhost:4173', '/m/home', '')                 → 'm/shells/luckyvn.VI.html'
 *   appPageFor(runtime, 'luckyvn.localhost:4173', '/m/home', '', 'en-US,en;q=0.9') → 'm/shells/luckyvn.EN.html'
 *   appPageFor(runtime, '127.0.0.1:4173', '/m/home', '?merchant=siamspin')        → 'm/shells/siamspin.TH.html'
 *   appPageFor(runtime, 'luckyvn.localhost:4173', '/m/login', '')                → 'm/shells/luckyvn.login.VI.html'
 *   appPageFor(runtime, 'luckyvn.localhost:4173', '/m/register', '')             → 'm/pages/luckyvn.html'
 */
export function appPageFor(runtime: SandboxRuntime, host: string | undefined, path: string, search: string, acceptLanguage?: string): string | undefined {
  const merchant = pageMerchant(runtime, host, search);
  if (!merchant || !/^[\w-]+$/.test(merchant.id)) return undefined;
  const normalized = path.replace(/\/+$/, '') || '/';
  const trim = (paths: string[]) => paths.map((p) => p.replace(/\/+$/, ''));
  const screen = ['/m', ...trim(merchant.homePaths)].includes(normalized) ? '' : trim(merchant.loginPaths).includes(normalized) ? '.login' : null;
  if (screen === null) return `m/pages/${merchant.id}.html`;
  const supported = merchant.supportedLanguages.map((l) => normalizeLanguage(l)).filter((l): l is Language => l !== null);
  const language = pickLanguage(acceptedLanguages(acceptLanguage), supported, normalizeLanguage(merchant.defaultLanguage) ?? supported[0] ?? 'EN');
  return `m/shells/${merchant.id}${screen}.${language}.html`;
}

/**
 * The merchant a page request is answered for: the sandbox's `?merchant=<id>` override, else the
 * host's, else the default merchant. Its page and its Content-Security-Policy follow the same choice.
 */
export function pageMerchant(runtime: SandboxRuntime, host: string | undefined, search: string): MerchantConfig | undefined {
  const wanted = new URLSearchParams(search).get('merchant');
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return runtime.merchants.find((m) => m.id === wanted)
    ?? runtime.merchants.find((m) => m.domains.some((d) => d.toLowerCase() === name))
    ?? defaultMerchant(runtime);
}

function defaultMerchant(runtime: SandboxRuntime) {
  const first = runtime.merchants[0];
  if (!first) return undefined;
  const file = join(dirname(dirname(first.manifestPath)), 'defaults.json');
  let id: unknown;
  try {
    id = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { defaultMerchantId?: unknown }).defaultMerchantId : undefined;
  } catch {
    id = undefined;
  }
  return runtime.merchants.find((m) => m.id === id) ?? first;
}
