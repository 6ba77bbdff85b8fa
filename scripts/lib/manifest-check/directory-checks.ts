/**
 * Rules across merchants, when several manifests are validated together:
 * - a host name belongs to one merchant (the browser picks the merchant by host);
 * - ids and merchant codes are unique;
 * - merchants/<folder>/manifest.json has id === <folder> (the browser fetches /m/merchants/<id>/);
 * - merchants/defaults.json names an existing merchant.
 */
import { basename, dirname } from 'node:path';
import { pointer } from './json-pointer';
import { asArray, isObject } from './types';
import type { Checked } from './check-manifest';
import type { Problem } from './types';

export function directoryProblems(checked: readonly Checked[]): Problem[] {
  const out: Problem[] = [];
  const domains = new Map<string, string>();
  const ids = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const { file, data } of checked) {
    if (!isObject(data)) continue;
    const claim = (map: Map<string, string>, value: unknown, at: string, what: string) => {
      if (typeof value !== 'string') return;
      const owner = map.get(value);
      if (owner === undefined) map.set(value, file);
      else if (owner !== file) out.push({ file, pointer: at, message: `${what} ${JSON.stringify(value)} is already used by ${owner}` });
    };
    claim(ids, data.id, '/id', 'merchant id');
    claim(codes, data.merchantCode, '/merchantCode', 'merchant code');
    asArray(data.domains).forEach((d, i) => claim(domains, d, pointer('domains', i), 'domain'));
    const folder = basename(dirname(file));
    if (basename(file) === 'manifest.json' && typeof data.id === 'string' && data.id !== folder) {
      out.push({ file, pointer: '/id', message: `expected ${JSON.stringify(folder)} (the folder name), got ${JSON.stringify(data.id)}` });
    }
  }
  return out;
}

/** merchants/defaults.json: { "defaultMerchantId": "<id>" } naming one of `ids`. */
export function defaultsProblems(defaults: unknown, file: string, ids: readonly string[]): Problem[] {
  const id = isObject(defaults) ? defaults.defaultMerchantId : undefined;
  if (typeof id === 'string' && ids.includes(id)) return [];
  return [{ file, pointer: '/defaultMerchantId', message: `expected the id of a merchant folder (${ids.map((i) => JSON.stringify(i)).join(', ')}), got ${JSON.stringify(id)}` }];
}
