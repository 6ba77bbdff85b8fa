import { cspFor, SECURITY_HEADERS, type CspManifest } from '../scripts/lib/merchant-csp.ts';

// The sandbox's security headers. The Content-Security-Policy of an HTML answer is its host's
// merchant's own (scripts/lib/merchant-csp.ts derives it from the manifest; the build writes the
// same text to dist/m/headers/<id>.json for operators' CDNs, docs/deployment.md): a host of one
// brand never allows another brand's third parties. No HSTS here: the sandbox speaks http.

export { originSource } from '../scripts/lib/merchant-csp.ts';

/**
 * A merchant's policy as the sandbox sends it: its domains in connect-src as `<host>:*` (the
 * sandbox serves every name on one port, over http), loopback stand-ins (`http://cdn-a.localhost`)
 * on any port.
 */
export function sandboxCsp(manifest: CspManifest): string {
  return cspFor(manifest, { domains: 'any-port' });
}

/** The policy of a page that belongs to no merchant (the sandbox's own pages): 'self' only. */
export const BASE_CSP = sandboxCsp({});

/** Headers for every response; an HTML answer (or a worker script) also gets `csp`. */
export function securityHeaders(csp?: string): Record<string, string> {
  return { ...SECURITY_HEADERS, ...(csp ? { 'Content-Security-Policy': csp } : {}) };
}
