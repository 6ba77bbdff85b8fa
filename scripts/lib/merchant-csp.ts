/**
 * One merchant's Content-Security-Policy, derived from its manifest alone: a host of merchant A
 * allows only A's third parties. Pure (no file or network access), so the sandbox
 * (sandbox/csp.ts, per request, by the host's merchant) and the build (scripts/vite/merchants-plugin.ts,
 * dist/m/headers/<id>.json for operators' CDNs) send the same text. docs/deployment.md ("The
 * Content-Security-Policy of one merchant", "Third parties' hosts") lists the rules for operators,
 * with the vendor page each host comes from.
 *
 * The directives:
 *   script-src   'self'; analytics.scriptOrigins (exactly those: the operator's reviewed pixel
 *                list); Geetest's script bases that are origins and, on the provider's own hosts,
 *                its static and API hosts (the clients' JSONP); with a Firebase popup provider,
 *                Google's gapi loader; with Firebase Auth on a real project, reCAPTCHA's script
 *                paths
 *   style-src    'self' 'unsafe-inline'; Geetest's bases and, on its own hosts, its static hosts
 *   img-src      'self' data:; games.imageOrigins (games, banners, promotions), downloadOrigins
 *                (the download bar's AppDownloadIcon); Geetest's bases and static hosts; the known
 *                pixels' image beacons; never a bare `https:`
 *   font-src     'self'
 *   connect-src  'self'; the merchant's domains (the domain race); Firebase Auth's REST hosts (or
 *                its emulator); FCM's token hosts for real push; Geetest's bases and API hosts; the
 *                known pixels' beacons
 *   frame-src    'self'; games.frameOrigins (game and trial frames), overlays.chatButton.origins
 *                (the chat frame); with a Firebase popup provider, its helper frame on the
 *                authDomain (or the emulator); with Firebase Auth on a real project, reCAPTCHA's
 *                frame paths
 *   manifest-src 'self' blob:; worker-src 'self'; object-src and base-uri 'none';
 *   frame-ancestors and form-action 'self'
 *
 * When each third party is on:
 *   Firebase Auth  the manifest has a Firebase project (`firebase.projectId`). It signs in with the
 *                  login page's buttons (`firebase.signInProviders`: popups for google, facebook,
 *                  twitter, line; phone) and sends the second factor's SMS when the status call
 *                  names the SMS provider "firebase" (`sms.provider`, a live value with no manifest
 *                  field: any merchant with a Firebase project may get it). Either way the page
 *                  calls identitytoolkit/securetoken.googleapis.com. A `demo-` project with
 *                  `authEmulatorUrl` talks to its emulator instead.
 *   Popups         a popup provider in `firebase.signInProviders` (google, facebook, twitter,
 *                  line): the popup's resolver loads Google's gapi (https://apis.google.com, a host
 *                  that also answers public JSONP) and frames https://<authDomain> (or the
 *                  emulator), on the tap only (src/flows/auth/social/social-firebase.ts). Phone
 *                  sign-in and the SMS second factor need neither, so a merchant without a popup
 *                  provider's button has no JSONP host of Google's in script-src.
 *   reCAPTCHA      Firebase Auth on a real project: phone sign-in and the Firebase SMS code verify
 *                  the app with invisible reCAPTCHA (off under the emulator).
 *   FCM            `firebase.messagingSenderId` on a real project (not `demo-`).
 *   Geetest        `geetest.id` set or flags.GEETEST3 on; v3 or v4 by `geetest.version`.
 *   Pixels         `analytics.scriptOrigins`; the beacons of the vendors whose script origin it
 *                  lists (Facebook, TikTok, Google tag, Kwai). Another origin adds only itself.
 *   Mini-game      nothing: /mini-game/<build>/minigame.js is the merchant's own origin ('self').
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

/** The provider's default script hosts (schema: geetest.scriptBases default), also the hosts its clients load their code, styles and images from. */
export const GEETEST_DEFAULT_BASES = ['https://static.geetest.com', 'https://static.geevisit.com'];
/** The provider's own hosts: its clients then load from its static hosts and call its API. */
const GEETEST_PROVIDER_HOST = /^https:\/\/([a-z0-9-]+\.)*(geetest|geevisit)\.com$/;
/** The API hosts each client calls (as JSONP scripts), in the order gt.js / gt4.js try them. */
const GEETEST_API: Record<string, string[]> = {
  v3: ['https://api.geetest.com', 'https://api.geevisit.com'],
  v4: ['https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com', 'https://gcaptcha4.gsensebot.com'],
};

const TIKTOK_BEACONS = ['https://analytics.tiktok.com', 'https://analytics-ipv6.tiktokw.us', 'https://ads.tiktok.com'];
/** What each known pixel script then calls (beacons as fetch/XHR and as images), by its script origin. An unknown origin adds nothing. */
const PIXEL_BEACONS: Record<string, { connect: string[]; img: string[] }> = {
  'https://connect.facebook.net': { connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] },
  'https://analytics.tiktok.com': { connect: TIKTOK_BEACONS, img: TIKTOK_BEACONS },
  // Google Analytics 4 (gtag.js with a G- id).
  'https://www.googletagmanager.com': {
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  // Kwai documents no host; observed, not documented: the pixel's batches go to /rest/n/v1/pixel/batch here.
  'https://s1.kwai.net': { connect: ['https://s21-def.ap4r.com'], img: [] },
};

const FCM_HOSTS = ['https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'];
const FIREBASE_AUTH_HOSTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Google's gapi loader: Firebase Auth's popup channel to its helper frame. The host also answers public JSONP. */
const GAPI = 'https://apis.google.com';
/** The sign-in providers Firebase runs in a popup (gapi and the helper frame); `phone` is not one. */
const POPUP_PROVIDERS = new Set(['google', 'facebook', 'twitter', 'line']);
/** reCAPTCHA's paths (api.js and enterprise.js, the release scripts; the anchor and challenge frames). */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

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

/** Firebase sign-in buttons are on when the manifest has a Firebase project and lists at least one provider. */
export function usesFirebaseSignIn(manifest: CspManifest): boolean {
  return usesFirebaseAuth(manifest) && strings(manifest.firebase?.signInProviders).length > 0;
}

/** A popup sign-in button (Google, Facebook, X, Line): the only Firebase use that needs gapi and the helper frame. */
export function usesFirebasePopups(manifest: CspManifest): boolean {
  return usesFirebaseAuth(manifest) && strings(manifest.firebase?.signInProviders).some((p) => POPUP_PROVIDERS.has(p));
}

/**
 * Firebase Auth may run when the manifest has a Firebase project: its sign-in buttons, or the
 * second factor's SMS once the status call names the SMS provider "firebase" (a live value).
 */
export function usesFirebaseAuth(manifest: CspManifest): boolean {
  return Boolean(manifest.firebase?.projectId);
}

/** The captcha provider is Geetest when the manifest configures it with an id or GEETEST3 is on. */
export function usesGeetest(manifest: CspManifest): boolean {
  return Boolean(manifest.geetest) && (Boolean(manifest.geetest?.id) || manifest.flags?.GEETEST3 === true);
}

function firebaseSources(manifest: CspManifest): { script: string[]; connect: string[]; frame: string[] } {
  const firebase = manifest.firebase;
  const out = { script: [] as string[], connect: [] as string[], frame: [] as string[] };
  if (!firebase?.projectId) return out; // usesFirebaseAuth
  const demo = firebase.projectId.startsWith('demo-');
  // gapi and the helper frame for the popups only, even against the emulator (the popup reaches the helper frame through gapi).
  const popups = usesFirebasePopups(manifest);
  if (popups) out.script.push(GAPI);
  const emulatorUrl = demo ? firebase.authEmulatorUrl : undefined;
  if (emulatorUrl) {
    // The emulator serves the REST calls and the helper frame; app verification (reCAPTCHA) is off.
    const emulator = originSource(emulatorUrl);
    if (emulator) {
      out.connect.push(emulator);
      if (popups) out.frame.push(emulator);
    }
  } else {
    out.script.push(...RECAPTCHA.script);
    out.connect.push(...FIREBASE_AUTH_HOSTS);
    const helper = popups ? originSource(`https://${firebase.authDomain ?? `${firebase.projectId}.firebaseapp.com`}`) : undefined;
    out.frame.push(...(helper ? [helper] : []), ...RECAPTCHA.frame);
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
  // A base may answer its client's calls itself (the sandbox's stand-in fetches from its base).
  out.connect.push(...bases);
  if (bases.some((b) => GEETEST_PROVIDER_HOST.test(b))) {
    // The provider's client loads its code, styles and images from the static hosts its API names.
    out.script.push(...GEETEST_DEFAULT_BASES);
    out.img.push(...GEETEST_DEFAULT_BASES);
    out.style.push(...GEETEST_DEFAULT_BASES);
    const api = GEETEST_API[manifest.geetest?.version ?? 'v3'] ?? [];
    out.script.push(...api); // the clients' JSONP
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
