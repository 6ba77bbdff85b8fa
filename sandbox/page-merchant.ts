import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { MerchantState } from './merchant-state';
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
