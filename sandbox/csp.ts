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
 * `connectSources` widens connect-src for the domain race (the app pings the
 * merchant's other domains): the static server passes every merchant domain as `<host>:*`, which
 * keeps the page's scheme and allows any port (the sandbox serves every name on one port).
 *
 *   contentSecurityPolicy(['m.luckyvn.example:*']) → "…; connect-src 'self' m.luckyvn.example:*; …"
 */
export function contentSecurityPolicy(connectSources: readonly string[] = [], extra: CspExtra = {}): string {
  const added: Record<string, readonly string[]> = { 'connect-src': [...connectSources, ...(extra.connect ?? [])], 'script-src': extra.script ?? [], 'frame-src': extra.frame ?? [], 'img-src': extra.img ?? [] };
  return POLICY.map(([directive, sources]) => [directive, sources, ...(added[directive] ?? [])].join(' ')).join('; ');
}

/** Sources a feature adds beyond the race's connect-src (firebaseCspSources). */
export interface CspExtra {
  connect?: readonly string[];
  script?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
}

/** Both lists of each directive, duplicates dropped. */
export function mergeCspExtra(...extras: CspExtra[]): CspExtra {
  const out: Record<string, string[]> = {};
  for (const extra of extras) {
    for (const [key, sources] of Object.entries(extra) as [keyof CspExtra, readonly string[] | undefined][]) {
      out[key] = [...new Set([...(out[key] ?? []), ...(sources ?? [])])];
    }
  }
  return out;
}

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])$/i;

/**
 * A manifest origin as a CSP source: a loopback origin without a port matches any port (the
 * sandbox serves its stand-ins on its own port), "http://cdn-a.localhost" -> "http://cdn-a.localhost:*";
 * any other origin as it is.
 */
export function originSource(origin: string): string {
  return LOOPBACK_ORIGIN.test(origin) ? `${origin.toLowerCase()}:*` : origin;
}

/**
 * What the lobby needs: img-src every merchant's games.imageOrigins (the image CDNs), frame-src
 * its games.frameOrigins (the trial game's iframe). Shared by all merchants until the policy is
 * made per merchant.
 */
export function gameCspSources(merchants: readonly { games: { imageOrigins: readonly string[]; frameOrigins: readonly string[] } }[]): CspExtra {
  const img = [...new Set(merchants.flatMap((m) => m.games.imageOrigins).map(originSource))];
  const frame = [...new Set(merchants.flatMap((m) => m.games.frameOrigins).map(originSource))];
  return { ...(img.length ? { img } : {}), ...(frame.length ? { frame } : {}) };
}

/** frame-src for the chat page's iframe: every merchant's overlays.chatButton.origins. */
export function chatCspSources(merchants: readonly { chatOrigins: readonly string[] }[]): CspExtra {
  const frame = [...new Set(merchants.flatMap((m) => m.chatOrigins).map(originSource))];
  return frame.length ? { frame } : {};
}

/**
 * What the third-party pixels need: script-src every merchant's `analytics.scriptOrigins` (a pixel
 * script loads only from a listed host; the app checks the same list). Shared by all merchants
 * until the policy is made per merchant.
 */
export function pixelCspSources(merchants: readonly { pixelScriptOrigins: readonly string[] }[]): CspExtra {
  const script = [...new Set(merchants.flatMap((m) => m.pixelScriptOrigins).map(originSource))];
  return script.length ? { script } : {};
}

/**
 * What Firebase Auth's sign-in needs (third-party sign-in), for merchants with a
 * Firebase config: its REST hosts, Google's gapi loader (the popup flow's iframe channel), and
 * the auth domain's helper iframe; for a demo project, the Auth emulator instead of Google's
 * hosts. Operators' CDNs must send the same for their merchants (docs/wire-contract.md §7).
 */
export function firebaseCspSources(merchants: readonly { firebase: { projectId: string; authDomain?: string | undefined; authEmulatorUrl: string | undefined } | null }[]): CspExtra {
  const connect = new Set<string>();
  const frame = new Set<string>();
  let any = false;
  for (const { firebase } of merchants) {
    if (!firebase) continue;
    any = true;
    if (firebase.projectId.startsWith('demo-') && firebase.authEmulatorUrl) {
      connect.add(firebase.authEmulatorUrl);
      frame.add(firebase.authEmulatorUrl);
    } else {
      connect.add('https://identitytoolkit.googleapis.com').add('https://securetoken.googleapis.com');
      frame.add(`https://${firebase.authDomain ?? `${firebase.projectId}.firebaseapp.com`}`);
    }
  }
  return any ? { connect: [...connect], frame: [...frame], script: ['https://apis.google.com'] } : {};
}

/** The connect-src additions for a list of merchant domains (bare host names; anything else is skipped). */
export function raceConnectSources(domains: readonly string[]): string[] {
  return [...new Set(domains.filter((d) => /^[a-z0-9.-]+$/i.test(d)).map((d) => `${d.toLowerCase()}:*`))];
}

/** Headers for every response; HTML also gets the CSP. */
export function securityHeaders(html: boolean, connectSources: readonly string[] = [], extra: CspExtra = {}): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(html ? { 'Content-Security-Policy': contentSecurityPolicy(connectSources, extra) } : {}),
  };
}
