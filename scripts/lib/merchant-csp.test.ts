// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspDirectivesFor, cspFor, htmlHeadersFor, originSource, type CspManifest } from './merchant-csp';

const manifest = (id: string) => JSON.parse(readFileSync(new URL(`../../merchants/${id}/manifest.json`, import.meta.url), 'utf8')) as CspManifest;
const MERCHANTS = ['luckyvn', 'siamspin', 'goldcrest'] as const;
const directive = (csp: string, name: string): string[] => {
  const found = csp.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
};

/** Per merchant: what its manifest asks for, and what another merchant's must never leak into it. */
const TABLE: Record<(typeof MERCHANTS)[number], { script: string[]; frame: string[]; img: string[]; connect: string[]; absent: string[] }> = {
  // Firebase sign-in on the Auth emulator (demo project), Facebook pixel, download icon CDN.
  luckyvn: {
    script: ["'self'", 'https://connect.facebook.net', 'https://apis.google.com'],
    frame: ["'self'", 'https://games.luckyvn.example', 'http://games.localhost:*', 'https://chat.luckyvn.example', 'http://chat.localhost:*', 'http://127.0.0.1:9099'],
    img: ["'self'", 'data:', 'https://img1.luckyvn.example', 'https://img2.luckyvn.example', 'http://cdn-a.localhost:*', 'http://cdn-b.localhost:*', 'https://download.luckyvn.example', 'https://apps.apple.com', 'https://www.facebook.com'],
    connect: ["'self'", 'm.luckyvn.example:*', 'www.luckyvn.example:*', 'luckyvn.localhost:*', 'http://127.0.0.1:9099', 'https://www.facebook.com'],
    absent: ['analytics.tiktok.com', 'googletagmanager', 'siamspin', 'goldcrest'],
  },
  // No Firebase: no Google host at all; TikTok pixel.
  siamspin: {
    script: ["'self'", 'https://analytics.tiktok.com'],
    frame: ["'self'", 'https://games.siamspin.example', 'http://games.localhost:*', 'https://chat.siamspin.example', 'http://chat.localhost:*'],
    img: ["'self'", 'data:', 'https://img1.siamspin.example', 'https://img2.siamspin.example', 'http://cdn-a.localhost:*', 'http://cdn-b.localhost:*', 'https://analytics.tiktok.com'],
    connect: ["'self'", 'm.siamspin.example:*', 'www.siamspin.example:*', 'siamspin.localhost:*', 'https://analytics.tiktok.com'],
    absent: ['apis.google.com', 'googleapis', '127.0.0.1:9099', 'facebook', 'luckyvn', 'goldcrest'],
  },
  // No Firebase; Google tag.
  goldcrest: {
    script: ["'self'", 'https://www.googletagmanager.com'],
    frame: ["'self'", 'https://games.goldcrest.example', 'http://games.localhost:*', 'https://chat.goldcrest.example', 'http://chat.localhost:*'],
    img: ["'self'", 'data:', 'https://img1.goldcrest.example', 'https://img2.goldcrest.example', 'http://cdn-a.localhost:*', 'http://cdn-b.localhost:*', 'https://download.goldcrest.example', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connect: ["'self'", 'm.goldcrest.example:*', 'www.goldcrest.example:*', 'goldcrest.localhost:*', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    absent: ['apis.google.com', 'googleapis', '127.0.0.1:9099', 'facebook', 'tiktok', 'luckyvn', 'siamspin'],
  },
};

describe('cspFor: each demo merchant gets its own policy', () => {
  for (const id of MERCHANTS) {
    const csp = cspFor(manifest(id), { domains: 'any-port' });
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

  it('an operator CDN (default options) lists the merchant domains as https origins', () => {
    expect(directive(cspFor(manifest('siamspin')), 'connect-src')).toEqual(expect.arrayContaining(['https://m.siamspin.example', 'https://www.siamspin.example']));
    const headers = htmlHeadersFor(manifest('siamspin'));
    expect(Object.keys(headers).sort()).toEqual(['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options']);
  });
});

describe('cspFor: the rules', () => {
  it('Firebase: gapi only with sign-in; a real project talks to Google, a demo one to its emulator; FCM only for real push', () => {
    const real: CspManifest = { firebase: { projectId: 'brand-prod', authDomain: 'auth.brand.example', signInProviders: ['google'], messagingSenderId: '1' } };
    const csp = cspFor(real);
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com']);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://auth.brand.example']);
    const pushOnly = cspFor({ firebase: { projectId: 'brand-prod', messagingSenderId: '1', signInProviders: [] } });
    expect(pushOnly).not.toContain('apis.google.com');
    expect(directive(pushOnly, 'connect-src')).toEqual(["'self'", 'https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com']);
    expect(cspFor({ firebase: { projectId: 'demo-x', authEmulatorUrl: 'http://127.0.0.1:9099', signInProviders: [] } })).not.toMatch(/google|9099/);
  });

  it("Geetest: its script hosts only when it is the captcha; the provider's API hosts on the provider's own bases", () => {
    const on = cspFor({ geetest: { id: 'abc', version: 'v4' } });
    expect(directive(on, 'script-src')).toEqual(["'self'", 'https://static.geetest.com', 'https://static.geevisit.com', 'https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com']);
    expect(directive(on, 'img-src')).toContain('https://static.geetest.com');
    expect(cspFor({ geetest: { id: '' } })).not.toContain('geetest');
    expect(cspFor({ geetest: { id: '' }, flags: { GEETEST3: true } })).toContain('https://api.geetest.com');
    const ownCdn = cspFor({ geetest: { id: 'abc', scriptBases: ['/__sandbox/geetest/cdn-a', 'https://captcha.brand.example/'] } });
    expect(directive(ownCdn, 'script-src')).toEqual(["'self'", 'https://captcha.brand.example']);
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
