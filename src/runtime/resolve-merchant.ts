/**
 * Host → merchant. Each manifest lists its domains; the build writes the short directory
 * (id, merchantCode, domains) into the bundle so no extra request is needed to know whose
 * manifest to fetch. localhost and unknown hosts get the documented default merchant.
 *
 *   resolveMerchant(dir, 'm.siamspin.example', '', false).id  // 'siamspin'
 *   resolveMerchant(dir, 'localhost', '?merchant=goldcrest', true).id  // 'goldcrest' (dev/sandbox only)
 */
export interface MerchantDirectoryEntry {
  readonly id: string;
  readonly merchantCode: string;
  readonly domains: readonly string[];
}

export function resolveMerchant<E extends MerchantDirectoryEntry>(
  directory: readonly E[],
  hostname: string,
  search: string,
  allowOverride: boolean,
  defaultId: string,
): E {
  if (allowOverride) {
    const wanted = new URLSearchParams(search).get('merchant');
    const override = directory.find((m) => m.id === wanted);
    if (override) return override;
  }
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const byHost = directory.find((m) => m.domains.includes(host));
  const fallback = directory.find((m) => m.id === defaultId);
  const result = byHost ?? fallback;
  if (!result) throw new Error(`default merchant "${defaultId}" unknown`); // merchants/defaults.json names one the directory lacks
  return result;
}

/**
 * The `?merchant=` override exists in development builds and when the sandbox backend serves the
 * app (it marks index.html with <meta name="m-sandbox">); a production host never sets it.
 */
export function overrideAllowed(doc: Document, isDev: boolean): boolean {
  return isDev || doc.querySelector('meta[name="m-sandbox"]') !== null;
}
