// The Content-Security-Policy every HTML response of the sandbox carries, in one place so it can
// be tightened later (QUALITY.md: connect-src / frame-src derived from the merchant manifest,
// script hashes). docs/wire-contract.md repeats it for operators' CDNs.

const POLICY: [directive: string, sources: string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: https:"],
  ['connect-src', "'self'"],
  ['frame-src', "'self'"],
  // blob: for the web app manifest the app rebuilds from newer templates (src/flows/pwa).
  ['manifest-src', "'self' blob:"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'self'"],
  ['form-action', "'self'"],
];

/**
 * `connectSources` widens connect-src for the domain race (spec section 7: the app pings the
 * merchant's other domains): the static server passes every merchant domain as `<host>:*`, which
 * keeps the page's scheme and allows any port (the sandbox serves every name on one port).
 *
 *   contentSecurityPolicy(['m.luckyvn.example:*']) → "…; connect-src 'self' m.luckyvn.example:*; …"
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return POLICY.map(([directive, sources]) =>
    `${directive} ${directive === 'connect-src' && connectSources.length ? [sources, ...connectSources].join(' ') : sources}`).join('; ');
}

/** The connect-src additions for a list of merchant domains (bare host names; anything else is skipped). */
export function raceConnectSources(domains: readonly string[]): string[] {
  return [...new Set(domains.filter((d) => /^[a-z0-9.-]+$/i.test(d)).map((d) => `${d.toLowerCase()}:*`))];
}

/** Headers for every response; HTML also gets the CSP. */
export function securityHeaders(html: boolean, connectSources: readonly string[] = []): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(html ? { 'Content-Security-Policy': contentSecurityPolicy(connectSources) } : {}),
  };
}
