// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMerchants } from './merchants';
import { startSandbox } from './server';
import { chatCspSources, contentSecurityPolicy, firebaseCspSources, gameCspSources, mergeCspExtra, originSource, pixelCspSources } from './csp';

describe('firebaseCspSources', () => {
  it('adds nothing without a Firebase merchant', () => {
    expect(firebaseCspSources([{ firebase: null }])).toEqual({});
    expect(contentSecurityPolicy([], {})).toContain("script-src 'self';");
  });

  it('a demo project talks to its emulator, a real one to Google', () => {
    const extra = firebaseCspSources([
      { firebase: { projectId: 'demo-luckyvn', authEmulatorUrl: 'http://127.0.0.1:9099' } },
      { firebase: { projectId: 'brand-prod', authDomain: 'auth.brand.example', authEmulatorUrl: 'http://127.0.0.1:9099' } },
    ]);
    const csp = contentSecurityPolicy(['lvn.example:*'], extra);
    expect(csp).toContain("script-src 'self' https://apis.google.com;");
    expect(csp).toContain("connect-src 'self' lvn.example:* http://127.0.0.1:9099 https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:9099 https://auth.brand.example;");
  });
});

describe('chatCspSources', () => {
  it("frame-src lists every merchant's chat origins once, a loopback one on any port", () => {
    const extra = chatCspSources([{ chatOrigins: ['https://chat.a.example', 'http://chat.localhost'] }, { chatOrigins: ['http://chat.localhost'] }]);
    expect(extra).toEqual({ frame: ['https://chat.a.example', 'http://chat.localhost:*'] });
    expect(contentSecurityPolicy([], mergeCspExtra(gameCspSources([{ games: { imageOrigins: [], frameOrigins: ['http://games.localhost'] } }]), extra))).toContain(
      "frame-src 'self' http://games.localhost:* https://chat.a.example http://chat.localhost:*;",
    );
    expect(chatCspSources([{ chatOrigins: [] }])).toEqual({});
  });
});

describe('pixelCspSources', () => {
  it("script-src lists every merchant's pixel script origins once; none adds nothing", () => {
    expect(pixelCspSources([{ pixelScriptOrigins: [] }])).toEqual({});
    const extra = pixelCspSources([{ pixelScriptOrigins: ['https://connect.facebook.net'] }, { pixelScriptOrigins: ['https://connect.facebook.net', 'https://analytics.tiktok.com'] }]);
    expect(contentSecurityPolicy([], extra)).toContain("script-src 'self' https://connect.facebook.net https://analytics.tiktok.com;");
  });
});

describe('gameCspSources', () => {
  const games = (imageOrigins: string[], frameOrigins: string[]) => ({ games: { imageOrigins, frameOrigins } });

  it('a loopback origin without a port allows any port; other origins stay as they are', () => {
    expect(originSource('http://cdn-a.localhost')).toBe('http://cdn-a.localhost:*');
    expect(originSource('http://localhost')).toBe('http://localhost:*');
    expect(originSource('http://127.0.0.1')).toBe('http://127.0.0.1:*');
    expect(originSource('http://cdn-a.localhost:4173')).toBe('http://cdn-a.localhost:4173');
    expect(originSource('https://img1.luckyvn.example')).toBe('https://img1.luckyvn.example');
    expect(originSource('http://img.example')).toBe('http://img.example');
  });

  it("img-src lists every merchant's image origins and frame-src its frame origins, once each", () => {
    const extra = gameCspSources([games(['https://img1.a.example', 'http://cdn-a.localhost'], ['http://games.localhost']), games(['http://cdn-a.localhost'], ['https://games.b.example'])]);
    expect(extra).toEqual({ img: ['https://img1.a.example', 'http://cdn-a.localhost:*'], frame: ['http://games.localhost:*', 'https://games.b.example'] });
    const csp = contentSecurityPolicy([], extra);
    expect(csp).toContain("img-src 'self' data: https: https://img1.a.example http://cdn-a.localhost:*;");
    expect(csp).toContain("frame-src 'self' http://games.localhost:* https://games.b.example;");
    expect(gameCspSources([games([], [])])).toEqual({});
  });

  it('merges with the Firebase sources', () => {
    const merged = mergeCspExtra({ frame: ['http://127.0.0.1:9099'], connect: ['x'] }, { frame: ['http://games.localhost:*', 'http://127.0.0.1:9099'], img: ['y'] });
    expect(merged).toEqual({ frame: ['http://127.0.0.1:9099', 'http://games.localhost:*'], connect: ['x'], img: ['y'] });
  });

  it('covers the demo merchants: both image CDNs and the game stand-in on any port', () => {
    const { merchants } = loadMerchants(new URL('../merchants', import.meta.url).pathname);
    const csp = contentSecurityPolicy([], gameCspSources(merchants));
    expect(csp).toMatch(/img-src [^;]*http:\/\/cdn-a\.localhost:\* [^;]*http:\/\/cdn-b\.localhost:\*/);
    expect(csp).toMatch(/frame-src 'self' [^;]*http:\/\/games\.localhost:\*/);
    expect(csp).toContain("script-src 'self';");
  });
});

describe('the served policy', () => {
  it("the sandbox's pages carry the merchants' image and frame origins", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'm'));
    writeFileSync(join(dist, 'm', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const sandbox = await startSandbox({ staticDir: dist, merchantsDir: new URL('../merchants', import.meta.url).pathname });
    try {
      const csp = (await fetch(`${sandbox.url}/m/home`)).headers.get('content-security-policy')!;
      expect(csp).toContain('http://cdn-b.localhost:*');
      expect(csp).toMatch(/frame-src 'self' [^;]*http:\/\/games\.localhost:\*/);
      expect(csp).toMatch(/connect-src 'self' [^;]*m\.luckyvn\.example:\*/); // unchanged: the domain race
    } finally {
      await sandbox.close();
    }
  });
});
