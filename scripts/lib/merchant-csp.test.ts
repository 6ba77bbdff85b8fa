// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspDirectivesFor, cspFor, htmlHeadersFor, originSource, usesFirebaseAuth, usesFirebasePopups, usesFirebaseSignIn, type CspManifest } from './merchant-csp';

const manifest = (id: string) => JSON.parse(readFileSync(new URL(`../../merchants/${id}/manifest.json`, import.meta.url), 'utf8')) as CspManifest;
const MERCHANTS = ['luckyvn', 'siamspin', 'goldcrest'] as const;
const directive = (csp: string, name: string): string[] => {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
};

/**
 * Per demo merchant (its production manifest, as the build writes dist/m/headers/<id>.json): what
 * its manifest asks for, and what another merchant's must never leak into it.
 */
const TABLE: Record<(typeof MERCHANTS)[number], { script: string[]; frame: string[]; img: string[]; connect: string[]; absent: string[] }> = {
  // Firebase (a real project: all sign-in providers, push), Geetest v3 on the provider's hosts, Facebook pixel.
  luckyvn: {
    script: [
      "'self'", 'https://connect.facebook.net', 'https://static.geetest.com', 'https://static.geevisit.com', 'https://api.geetest.com', 'https://api.geevisit.com',
      'https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/',
    ],
    frame: ["'self'", 'https://games.luckyvn.example', 'https://chat.luckyvn.example', 'https://luckyvn-prod.firebaseapp.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    img: ["'self'", 'data:', 'https://img1.luckyvn.example', 'https://img2.luckyvn.example', 'https://download.luckyvn.example', 'https://apps.apple.com', 'https://static.geetest.com', 'https://static.geevisit.com', 'https://www.facebook.com'],
    connect: [
      "'self'", 'https://m.luckyvn.example', 'https://www.luckyvn.example', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
      'https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com', 'https://static.geetest.com', 'https://static.geevisit.com',
      'https://api.geetest.com', 'https://api.geevisit.com', 'https://www.facebook.com',
    ],
    absent: ['tiktok', 'googletagmanager', 'google-analytics', 'gcaptcha4', 'siamspin', 'goldcrest'],
  },
  // No Firebase: no Google host at all; TikTok pixel; Geetest v4 configured without an id (off).
  siamspin: {
    script: ["'self'", 'https://analytics.tiktok.com'],
    frame: ["'self'", 'https://games.siamspin.example', 'https://chat.siamspin.example'],
    img: ["'self'", 'data:', 'https://img1.siamspin.example', 'https://img2.siamspin.example', 'https://analytics.tiktok.com', 'https://analytics-ipv6.tiktokw.us', 'https://ads.tiktok.com'],
    connect: ["'self'", 'https://m.siamspin.example', 'https://www.siamspin.example', 'https://analytics.tiktok.com', 'https://analytics-ipv6.tiktokw.us', 'https://ads.tiktok.com'],
    absent: ['google', 'gstatic', 'geetest', 'facebook', 'luckyvn', 'goldcrest'],
  },
  // No Firebase; Google tag.
  goldcrest: {
    script: ["'self'", 'https://www.googletagmanager.com'],
    frame: ["'self'", 'https://games.goldcrest.example', 'https://chat.goldcrest.example'],
    img: ["'self'", 'data:', 'https://img1.goldcrest.example', 'https://img2.goldcrest.example', 'https://download.goldcrest.example', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connect: ["'self'", 'https://m.goldcrest.example', 'https://www.goldcrest.example', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    absent: ['apis.google.com', 'googleapis', 'recaptcha', 'gstatic', 'geetest', 'facebook', 'tiktok', 'luckyvn', 'siamspin'],
  },
};

describe('cspFor: each demo merchant gets its own policy', () => {
  for (const id of MERCHANTS) {
    const csp = cspFor(manifest(id));
    const row = TABLE[id];
    it(`${id}: script, frame, img and connect sources are exactly its manifest's`, () => {
      expect(directive(csp, 'script-src')).toEqual(row.script);
      expect(directive(csp, 'frame-src')).toEqual(row.frame);
      expect(directive(csp, 'img-src')).toEqual(row.img);
      expect(directive(csp, 'connect-src')).toEqual(row.connect);
      expect(directive(csp, 'font-src')).toEqual(["'self'"]);
    });
    it(`${id}: nothing another merchant needs`, () => {
      for (const other of row.absent) expect(csp).not.toContain(other);
    });
    it(`${id}: no bare scheme or wildcard source, and the fixed directives`, () => {
      const sources = csp.split('; ').flatMap((d) => d.split(' ').slice(1));
      for (const bad of ['https:', 'http:', '*', "'unsafe-eval'"]) expect(sources).not.toContain(bad);
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
      expect(csp).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'");
    });
  }

  it("the domains as an operator's CDN (https origins) and as the sandbox (any port) list them", () => {
    expect(directive(cspFor(manifest('siamspin')), 'connect-src')).toEqual(expect.arrayContaining(['https://m.siamspin.example', 'https://www.siamspin.example']));
    expect(directive(cspFor({ domains: ['m.brand.example', 'brand.localhost'] }, { domains: 'any-port' }), 'connect-src')).toEqual(["'self'", 'm.brand.example:*', 'brand.localhost:*']);
    const headers = htmlHeadersFor(manifest('siamspin'));
    expect(Object.keys(headers).sort()).toEqual(['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options']);
  });
});

// ---------------------------------------------------------------------------------------------
// One row per third party a merchant can switch on: the manifest, and every source the policy
// must then carry beyond the base policy (each directive's list, exact and in order).

type Varying = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src';
const BASE: Record<Varying, string[]> = {
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
};
/** The whole policy: the fixed directives, and the varying ones as the base plus `extra`. */
const policy = (extra: Partial<Record<Varying, string[]>>): string[] => [
  "default-src 'self'",
  ['script-src', ...BASE['script-src'], ...(extra['script-src'] ?? [])].join(' '),
  ['style-src', ...BASE['style-src'], ...(extra['style-src'] ?? [])].join(' '),
  ['img-src', ...BASE['img-src'], ...(extra['img-src'] ?? [])].join(' '),
  "font-src 'self'",
  ['connect-src', ...BASE['connect-src'], ...(extra['connect-src'] ?? [])].join(' '),
  ['frame-src', ...BASE['frame-src'], ...(extra['frame-src'] ?? [])].join(' '),
  "manifest-src 'self' blob:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
];
const actual = (m: CspManifest): string[] => cspDirectivesFor(m).map(([d, s]) => `${d} ${s.join(' ')}`);

const GAPI = 'https://apis.google.com';
const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const AUTH_REST = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FCM = ['https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'];
const GEETEST_STATIC = ['https://static.geetest.com', 'https://static.geevisit.com'];
const TIKTOK = ['https://analytics.tiktok.com', 'https://analytics-ipv6.tiktokw.us', 'https://ads.tiktok.com'];
const GA4_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GA4_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

const realFirebase = (extra: NonNullable<CspManifest['firebase']> = {}): CspManifest => ({ firebase: { projectId: 'brand-prod', authDomain: 'auth.brand.example', ...extra } });
/** Firebase Auth with a popup provider on a real project: gapi, reCAPTCHA, the REST hosts, the helper frame on the authDomain. */
const REAL_AUTH = {
  'script-src': [GAPI, ...RECAPTCHA_SCRIPT],
  'connect-src': AUTH_REST,
  'frame-src': ['https://auth.brand.example', ...RECAPTCHA_FRAME],
};
/** Firebase Auth without a popup (phone sign-in, the SMS second factor): reCAPTCHA and the REST hosts; no gapi (a JSONP host), no helper frame. */
const REAL_AUTH_NO_POPUP = {
  'script-src': RECAPTCHA_SCRIPT,
  'connect-src': AUTH_REST,
  'frame-src': RECAPTCHA_FRAME,
};

const ROWS: [name: string, manifest: CspManifest, extra: Partial<Record<Varying, string[]>>][] = [
  ['no third party', {}, {}],
  ['a mini-game (its script is on the merchant\'s own origin)', { flags: { MINIGAME3: true }, miniGame: { script: 's1' } } as CspManifest, {}],
  // Every popup provider works the same way: gapi + the authDomain's helper frame + the REST hosts; the
  // provider's own pages open in the popup, a top-level window the page's policy does not govern.
  ...(['google', 'facebook', 'twitter', 'line'] as const).map((p): (typeof ROWS)[number] => [`Firebase sign-in with ${p}`, realFirebase({ signInProviders: [p] }), REAL_AUTH]),
  ['Firebase phone sign-in (no popup: no gapi, no helper frame)', realFirebase({ signInProviders: ['phone'] }), REAL_AUTH_NO_POPUP],
  ['Firebase SMS second factor only (a project, no sign-in buttons)', realFirebase(), REAL_AUTH_NO_POPUP],
  ['Firebase phone and a popup provider', realFirebase({ signInProviders: ['phone', 'line'] }), REAL_AUTH],
  ['Firebase without an authDomain: the project\'s firebaseapp.com', { firebase: { projectId: 'brand-prod', signInProviders: ['google'] } }, { ...REAL_AUTH, 'frame-src': ['https://brand-prod.firebaseapp.com', ...RECAPTCHA_FRAME] }],
  ['FCM push on a real project', realFirebase({ messagingSenderId: '1' }), { ...REAL_AUTH_NO_POPUP, 'connect-src': [...AUTH_REST, ...FCM] }],
  [
    'a demo project on its Auth emulator (no reCAPTCHA, no Google REST host, no FCM)',
    { firebase: { projectId: 'demo-x', authDomain: 'demo-x.firebaseapp.com', authEmulatorUrl: 'http://127.0.0.1:9099', messagingSenderId: '1', signInProviders: ['google', 'phone'] } },
    { 'script-src': [GAPI], 'connect-src': ['http://127.0.0.1:9099'], 'frame-src': ['http://127.0.0.1:9099'] },
  ],
  [
    'a demo project on its Auth emulator with phone sign-in only: the emulator\'s REST calls, nothing else',
    { firebase: { projectId: 'demo-x', authEmulatorUrl: 'http://127.0.0.1:9099', signInProviders: ['phone'] } },
    { 'connect-src': ['http://127.0.0.1:9099'] },
  ],
  [
    'Geetest v3 on the provider\'s hosts (default bases)',
    { geetest: { id: 'abc' } },
    { 'script-src': [...GEETEST_STATIC, 'https://api.geetest.com', 'https://api.geevisit.com'], 'style-src': GEETEST_STATIC, 'img-src': GEETEST_STATIC, 'connect-src': [...GEETEST_STATIC, 'https://api.geetest.com', 'https://api.geevisit.com'] },
  ],
  [
    'Geetest v3 by the GEETEST3 flag, on one provider host',
    { geetest: { id: '', scriptBases: ['https://static.geevisit.com'] }, flags: { GEETEST3: true } },
    { 'script-src': ['https://static.geevisit.com', 'https://static.geetest.com', 'https://api.geetest.com', 'https://api.geevisit.com'], 'style-src': ['https://static.geevisit.com', 'https://static.geetest.com'], 'img-src': ['https://static.geevisit.com', 'https://static.geetest.com'], 'connect-src': ['https://static.geevisit.com', 'https://api.geetest.com', 'https://api.geevisit.com'] },
  ],
  [
    'Geetest v4 on the provider\'s hosts',
    { geetest: { id: 'abc', version: 'v4' } },
    {
      'script-src': [...GEETEST_STATIC, 'https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com', 'https://gcaptcha4.gsensebot.com'],
      'style-src': GEETEST_STATIC,
      'img-src': GEETEST_STATIC,
      'connect-src': [...GEETEST_STATIC, 'https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com', 'https://gcaptcha4.gsensebot.com'],
    },
  ],
  ['Geetest with path bases only (the sandbox\'s stand-in: \'self\')', { geetest: { id: 'abc', version: 'v4', scriptBases: ['/__sandbox/geetest/cdn-a', '/__sandbox/geetest/cdn-b'] } }, {}],
  [
    'Geetest on a path and the operator\'s own CDN (no provider host)',
    { geetest: { id: 'abc', scriptBases: ['/__sandbox/geetest/cdn-a', 'https://captcha.brand.example/'] } },
    { 'script-src': ['https://captcha.brand.example'], 'style-src': ['https://captcha.brand.example'], 'img-src': ['https://captcha.brand.example'], 'connect-src': ['https://captcha.brand.example'] },
  ],
  ['Geetest configured but off (no id, GEETEST3 off)', { geetest: { id: '', version: 'v4' } }, {}],
  ['the Facebook pixel', { analytics: { scriptOrigins: ['https://connect.facebook.net'] } }, { 'script-src': ['https://connect.facebook.net'], 'img-src': ['https://www.facebook.com'], 'connect-src': ['https://www.facebook.com'] }],
  ['the TikTok pixel', { analytics: { scriptOrigins: ['https://analytics.tiktok.com'] } }, { 'script-src': ['https://analytics.tiktok.com'], 'img-src': TIKTOK, 'connect-src': TIKTOK }],
  ['the Google tag (GA4)', { analytics: { scriptOrigins: ['https://www.googletagmanager.com'] } }, { 'script-src': ['https://www.googletagmanager.com'], 'img-src': GA4_IMG, 'connect-src': GA4_CONNECT }],
  ['the Kwai pixel', { analytics: { scriptOrigins: ['https://s1.kwai.net'] } }, { 'script-src': ['https://s1.kwai.net'], 'connect-src': ['https://s21-def.ap4r.com'] }],
  ['a pixel host the code does not know: only itself', { analytics: { scriptOrigins: ['https://pixel.other.example'] } }, { 'script-src': ['https://pixel.other.example'] }],
  [
    'a combination: Firebase with push, Geetest v4, TikTok and the Google tag, domains, images, games, chat',
    {
      domains: ['m.brand.example'],
      games: { imageOrigins: ['https://img.brand.example'], frameOrigins: ['https://games.brand.example'] },
      overlays: { chatButton: { origins: ['https://chat.brand.example'] } },
      downloadOrigins: ['https://download.brand.example'],
      analytics: { scriptOrigins: ['https://analytics.tiktok.com', 'https://www.googletagmanager.com'] },
      geetest: { id: 'abc', version: 'v4' },
      ...realFirebase({ signInProviders: ['google', 'phone'], messagingSenderId: '1' }),
    },
    {
      'script-src': ['https://analytics.tiktok.com', 'https://www.googletagmanager.com', ...GEETEST_STATIC, 'https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com', 'https://gcaptcha4.gsensebot.com', GAPI, ...RECAPTCHA_SCRIPT],
      'style-src': GEETEST_STATIC,
      'img-src': ['https://img.brand.example', 'https://download.brand.example', ...GEETEST_STATIC, ...TIKTOK, ...GA4_IMG],
      'connect-src': [
        'https://m.brand.example', ...AUTH_REST, ...FCM, ...GEETEST_STATIC, 'https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com', 'https://gcaptcha4.gsensebot.com', ...TIKTOK, ...GA4_CONNECT,
      ],
      'frame-src': ['https://games.brand.example', 'https://chat.brand.example', 'https://auth.brand.example', ...RECAPTCHA_FRAME],
    },
  ],
];

describe("cspDirectivesFor: each third party's hosts, exactly", () => {
  for (const [name, m, extra] of ROWS) {
    it(name, () => expect(actual(m)).toEqual(policy(extra)));
  }
});

describe('cspFor: the rules', () => {
  it('a merchant with Firebase phone sign-in gets the reCAPTCHA hosts, not gapi nor the helper frame', () => {
    const csp = cspFor(realFirebase({ signInProviders: ['phone'] }));
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(directive(csp, 'frame-src')).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']));
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']));
    expect(directive(csp, 'frame-src')).not.toContain('https://auth.brand.example');
    expect(directive(csp, 'script-src')).not.toContain(GAPI);
  });

  it('apis.google.com (gapi, a public JSONP host) is in script-src only with a popup provider', () => {
    for (const p of ['google', 'facebook', 'twitter', 'line']) {
      expect(usesFirebasePopups(realFirebase({ signInProviders: [p] })), p).toBe(true);
      expect(directive(cspFor(realFirebase({ signInProviders: ['phone', p] })), 'script-src'), p).toContain(GAPI);
    }
    for (const m of [realFirebase(), realFirebase({ signInProviders: ['phone'] }), realFirebase({ signInProviders: ['email'] }), { firebase: { projectId: '', signInProviders: ['google'] } }]) {
      expect(usesFirebasePopups(m)).toBe(false);
      expect(cspFor(m)).not.toContain('apis.google.com');
    }
  });

  it("a merchant without Firebase gets none of Google's hosts", () => {
    const everythingElse: CspManifest = {
      domains: ['m.brand.example'],
      games: { imageOrigins: ['https://img.brand.example'], frameOrigins: ['https://games.brand.example'] },
      overlays: { chatButton: { origins: ['https://chat.brand.example'] } },
      analytics: { scriptOrigins: ['https://connect.facebook.net', 'https://analytics.tiktok.com', 'https://s1.kwai.net'] },
      geetest: { id: 'abc', version: 'v4' },
      flags: { GEETEST3: true, MINIGAME3: true },
    };
    for (const m of [everythingElse, { ...everythingElse, geetest: { id: 'abc', version: 'v3' } }, manifest('siamspin')]) {
      expect(usesFirebaseAuth(m)).toBe(false);
      expect(cspFor(m)).not.toMatch(/google|gstatic|googleapis/);
    }
  });

  it('Firebase Auth runs with any Firebase project (the SMS provider is a live value); sign-in buttons need providers', () => {
    expect(usesFirebaseAuth(realFirebase())).toBe(true);
    expect(usesFirebaseSignIn(realFirebase())).toBe(false);
    expect(usesFirebaseSignIn(realFirebase({ signInProviders: ['phone'] }))).toBe(true);
    expect(usesFirebaseAuth({ firebase: { projectId: '' } })).toBe(false);
    expect(cspFor({ firebase: { projectId: '' } })).not.toMatch(/google/);
  });

  it('an emulator URL that is not an origin never enters the policy, nor do the real hosts', () => {
    const csp = cspFor({ firebase: { projectId: 'demo-x', authEmulatorUrl: "http://127.0.0.1:9099 'unsafe-inline'" } });
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/9099|recaptcha|googleapis/);
  });

  it('a real project never talks to an emulator, even with an authEmulatorUrl', () => {
    const csp = cspFor(realFirebase({ authEmulatorUrl: 'http://127.0.0.1:9099', signInProviders: ['google'] }));
    expect(csp).not.toContain('9099');
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...AUTH_REST]);
  });

  it('a source that is not an origin never enters the policy', () => {
    for (const bad of ['https:', '*', "https://x.example 'unsafe-inline'", 'https://x.example;script-src *', '//x.example', 'javascript:alert(1)', 'http://img.example']) {
      expect(originSource(bad), bad).toBeUndefined();
    }
    expect(originSource('http://cdn-a.localhost')).toBe('http://cdn-a.localhost:*');
    expect(originSource('http://cdn-a.localhost:4173')).toBe('http://cdn-a.localhost:4173');
    expect(originSource('https://IMG.example/')).toBe('https://img.example');
    const csp = cspFor({ games: { imageOrigins: ['https:', 'https://img.example'] }, domains: ['x.example;script-src *', 'ok.example'] });
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://img.example']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://ok.example']);
  });

  it('an empty manifest gives the base policy', () => {
    expect(cspDirectivesFor({}).map(([d, s]) => `${d} ${s.join(' ')}`)).toEqual([
      "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "font-src 'self'",
      "connect-src 'self'", "frame-src 'self'", "manifest-src 'self' blob:", "worker-src 'self'", "object-src 'none'",
      "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'",
    ]);
  });
});
