/**
 * One merchant's Content-Security-Policy, derived from its manifest alone: a host of merchant A
 * allows only A's third parties. Pure (no file or network access), so the sandbox
 * (sandbox/csp.ts, per request, by the host's merchant) and the build (scripts/vite/headers-plugin.ts,
 * dist/m/headers/<id>.json for operators' CDNs) send the same text. docs/deployment.md lists
 * the rules for operators.
 *
 *   script-src   'self', the pixel scripts' hosts (analytics.scriptOrigins), the captcha's script
 *                hosts (geetest.scriptBases that are origins) and, on the provider's own hosts, its
 *                API hosts; Google's gapi loader only when Firebase sign-in is on
 *   connect-src  'self', the merchant's own domains (the domain race), Firebase Auth's REST hosts
 *                (or its emulator), FCM's token hosts for real push, the captcha's and the pixels'
 *                beacon hosts
 *   frame-src    'self', games.frameOrigins (game and trial frames), overlays.chatButton.origins
 *                (the chat frame), the Firebase auth domain's helper frame (or its emulator)
 *   img-src      'self' data:, games.imageOrigins (the image CDNs: games, banners, promotions),
 *                downloadOrigins (the download bar's AppDownloadIcon), the captcha's and the
 *                pixels' image hosts; never a bare `https:`
 *   font-src     'self'
 */

/** The parts of a manifest the policy reads; every field optional, read defensively. */
export interface CspManifest {
  domains?: readonly string[];
  games?: { imageOrigins?: readonly string[]; frameOrigins?: readonly string[] };
  overlays?: { chatButton?: { origins?: readonly string[] } };
  downloadOrigins?: readonly string[];
  analytics?: { scriptOrigins?: readonly string[] };
  geetest?: { id?: string; version?: string; scriptBases?: readonly string[] };
  flags?: Record<string, unknown>;
  firebase?: { projectId?: string; authDomain?: string; authEmulatorUrl?: string; messagingSenderId?: string; signInProviders?: readonly string[] };
}

export interface CspOptions {
  /**
   * How the merchant's domains enter connect-src (the app pings them in the domain race):
   * 'https' (default, an operator's CDN) `https://<domain>`; 'any-port' (the sandbox, which serves
   * every name on one port, http) `<domain>:*`, the page's scheme on any port.
   */
  domains?: 'https' | 'any-port';
}

export type CspDirectives = [directive: string, sources: string[]][];

/** The provider's default script hosts (schema: geetest.scriptBases default). */
export const GEETEST_DEFAULT_BASES = ['https://static.geetest.com', 'https://static.geevisit.com'];
/** The provider's own hosts: the API answers the client's JSONP and XHR calls. */
const GEETEST_PROVIDER_HOST = /^https:\/\/([a-z0-9-]+\.)*(geetest|geevisit)\.com$/;
const GEETEST_API: Record<string, string[]> = {
  v3: ['https://api.geetest.com', 'https://api.geevisit.com'],
  v4: ['https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com'],
};

/** What each known pixel script then calls (beacons as fetch/XHR and as images). An unknown host adds nothing. */
const PIXEL_BEACONS: Record<string, { connect: string[]; img: string[] }> = {
  'https://connect.facebook.net': { connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] },
  'https://analytics.tiktok.com': { connect: ['https://analytics.tiktok.com'], img: ['https://analytics.tiktok.com'] },
  'https://www.googletagmanager.com': {
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
};

const FCM_HOSTS = ['https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'];
const FIREBASE_AUTH_HOSTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const GAPI = 'https://apis.google.com';

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])$/i;
/** An origin the policy accepts as a source: https (or http on a loopback name), no path, no wildcard. */
const ORIGIN = /^(https:\/\/[a-z0-9.-]+|http:\/\/(localhost|[a-z0-9.-]*\.localhost|127\.0\.0\.1|\[::1\]))(:\d{1,5})?$/i;

/**
 * A manifest origin as a CSP source: a loopback origin without a port matches any port (the
 * sandbox serves its stand-ins on its own port), "http://cdn-a.localhost" → "http://cdn-a.localhost:*";
 * any other origin as it is; anything that is not an origin (a path, "https:", "*") → undefined.
 */
export function originSource(origin: string): string | undefined {
  const trimmed = origin.replace(/\/+$/, '');
  if (!ORIGIN.test(trimmed)) return undefined;
  return LOOPBACK_ORIGIN.test(trimmed) ? `${trimmed.toLowerCase()}:*` : trimmed.toLowerCase();
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []);
const origins = (value: unknown): string[] => strings(value).map(originSource).filter((s): s is string => s !== undefined);

/** Firebase sign-in is on when the manifest has a Firebase project and lists at least one provider. */
export function usesFirebaseSignIn(manifest: CspManifest): boolean {
  return Boolean(manifest.firebase?.projectId) && strings(manifest.firebase?.signInProviders).length > 0;
}

/** The captcha provider is Geetest when the manifest configures it with an id or GEETEST3 is on. */
export function usesGeetest(manifest: CspManifest): boolean {
  return Boolean(manifest.geetest) && (Boolean(manifest.geetest?.id) || manifest.flags?.GEETEST3 === true);
}

function firebaseSources(manifest: CspManifest): { script: string[]; connect: string[]; frame: string[] } {
  const firebase = manifest.firebase;
  const out = { script: [] as string[], connect: [] as string[], frame: [] as string[] };
  if (!firebase?.projectId) return out;
  const demo = firebase.projectId.startsWith('demo-');
  if (usesFirebaseSignIn(manifest)) {
    // Google's gapi loader: the popup flow's iframe channel (loaded even against the emulator).
    out.script.push(GAPI);
    const emulator = demo && firebase.authEmulatorUrl ? originSource(firebase.authEmulatorUrl) ?? firebase.authEmulatorUrl : undefined;
    if (emulator) {
      out.connect.push(emulator);
      out.frame.push(emulator);
    } else {
      out.connect.push(...FIREBASE_AUTH_HOSTS);
      out.frame.push(`https://${firebase.authDomain ?? `${firebase.projectId}.firebaseapp.com`}`);
    }
  }
  // Real push (a sender id on a real project): Firebase Messaging's token calls.
  if (firebase.messagingSenderId && !demo) out.connect.push(...FCM_HOSTS);
  return out;
}

function geetestSources(manifest: CspManifest): { script: string[]; connect: string[]; img: string[]; style: string[] } {
  const out = { script: [] as string[], connect: [] as string[], img: [] as string[], style: [] as string[] };
  if (!usesGeetest(manifest)) return out;
  const configured = manifest.geetest?.scriptBases;
  // A base that is a path ("/__sandbox/geetest/cdn-a") is this site: 'self' covers it.
  const bases = origins((configured ?? GEETEST_DEFAULT_BASES).filter((b) => !b.startsWith('/')));
  out.script.push(...bases);
  out.img.push(...bases);
  out.style.push(...bases);
  out.connect.push(...bases);
  if (bases.some((b) => GEETEST_PROVIDER_HOST.test(b))) {
    const api = GEETEST_API[manifest.geetest?.version ?? 'v3'] ?? [];
    out.script.push(...api); // the v3 client's JSONP
    out.connect.push(...api);
  }
  return out;
}

function domainSources(manifest: CspManifest, mode: CspOptions['domains']): string[] {
  const hosts = strings(manifest.domains).filter((d) => /^[a-z0-9.-]+$/i.test(d)).map((d) => d.toLowerCase());
  return hosts.map((h) => (mode === 'any-port' ? `${h}:*` : `https://${h}`));
}

/** The policy as directives, each with its sources in a stable order and no duplicates. */
export function cspDirectivesFor(manifest: CspManifest, opts: CspOptions = {}): CspDirectives {
  const firebase = firebaseSources(manifest);
  const geetest = geetestSources(manifest);
  const pixels = origins(manifest.analytics?.scriptOrigins);
  const beacons = pixels.map((p) => PIXEL_BEACONS[p]).filter((b) => b !== undefined);
  const list = (...groups: string[][]) => [...new Set(groups.flat())];
  return [
    ['default-src', ["'self'"]],
    ['script-src', list(["'self'"], pixels, geetest.script, firebase.script)],
    ['style-src', list(["'self'", "'unsafe-inline'"], geetest.style)],
    ['img-src', list(["'self'", 'data:'], origins(manifest.games?.imageOrigins), origins(manifest.downloadOrigins), geetest.img, beacons.flatMap((b) => b.img))],
    ['font-src', ["'self'"]],
    ['connect-src', list(["'self'"], domainSources(manifest, opts.domains), firebase.connect, geetest.connect, beacons.flatMap((b) => b.connect))],
    ['frame-src', list(["'self'"], origins(manifest.games?.frameOrigins), origins(manifest.overlays?.chatButton?.origins), firebase.frame)],
    // blob: for the web app manifest the app rebuilds from newer templates (src/flows/pwa).
    ['manifest-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/**
 * The Content-Security-Policy header value for one merchant's hosts.
 *   cspFor({ domains: ['m.brand.example'] })
 *     → "default-src 'self'; script-src 'self'; …; connect-src 'self' https://m.brand.example; …"
 */
export function cspFor(manifest: CspManifest, opts: CspOptions = {}): string {
  return cspDirectivesFor(manifest, opts).map(([directive, sources]) => [directive, ...sources].join(' ')).join('; ');
}

/** The other headers every answer carries (docs/deployment.md, "Security headers"). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Powerful features the app never uses, off for it and every frame it embeds.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** HTTPS only (a browser ignores it over http; the sandbox does not send it): two years, subdomains included. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Every header an HTML answer (and the service worker script) of a merchant's host carries on an
 * operator's CDN: the file the build writes as dist/m/headers/<id>.json.
 */
export function htmlHeadersFor(manifest: CspManifest): Record<string, string> {
  return { 'Content-Security-Policy': cspFor(manifest), ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS };
}
