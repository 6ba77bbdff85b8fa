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
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'self'"],
  ['form-action', "'self'"],
];

export function contentSecurityPolicy(): string {
  return POLICY.map(([directive, sources]) => `${directive} ${sources}`).join('; ');
}

/** Headers for every response; HTML also gets the CSP. */
export function securityHeaders(html: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(html ? { 'Content-Security-Policy': contentSecurityPolicy() } : {}),
  };
}
