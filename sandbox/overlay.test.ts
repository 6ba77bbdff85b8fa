// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cdnForHost } from './image-cdn';
import { isChatHost } from './chat-stand-in';
import { isGamesHost } from './game-stand-in';
import { sriHash, standInScript } from './geetest-pin';
import { manifestDigest, sandboxManifest, sandboxManifestText, SANDBOX_CHAT_ORIGIN, SANDBOX_GAMES_ORIGIN, SANDBOX_IMAGE_ORIGINS } from './overlay';

const production = {
  id: 'brand',
  domains: ['m.brand.example'],
  games: { imageOrigins: ['https://img.brand.example'], launchOrigins: ['https://games.brand.example'], frameOrigins: ['https://games.brand.example'] },
  overlays: { chatButton: { enabled: true, origins: ['https://chat.brand.example'] } },
  geetest: { id: 'gt', version: 'v4' },
  firebase: { apiKey: 'k', projectId: 'brand-prod', authDomain: 'brand-prod.firebaseapp.com', signInProviders: ['google'] },
};

describe('sandboxManifest', () => {
  it('adds the stand-ins to a production manifest, and changes nothing else', () => {
    expect(sandboxManifest(production, {})).toEqual({
      id: 'brand',
      domains: ['m.brand.example', 'brand.localhost'],
      games: {
        imageOrigins: ['https://img.brand.example', 'http://cdn-a.localhost', 'http://cdn-b.localhost'],
        launchOrigins: ['https://games.brand.example', 'http://games.localhost'],
        frameOrigins: ['https://games.brand.example', 'http://games.localhost'],
      },
      overlays: { chatButton: { enabled: true, origins: ['https://chat.brand.example', 'http://chat.localhost'] } },
      // The stand-in's own pin for the v3 file's path, in place of the provider's file's (geetest-pin.ts).
      geetest: { id: 'gt', version: 'v4', scriptBases: ['/__sandbox/geetest/cdn-a', '/__sandbox/geetest/cdn-b'], scriptIntegrity: { '/static/js/gt.0.4.9.js': sriHash(standInScript()) } },
      firebase: { apiKey: 'k', projectId: 'demo-brand', authDomain: 'demo-brand.firebaseapp.com', signInProviders: ['google'], authEmulatorUrl: 'http://127.0.0.1:9099' },
    });
    expect(production.domains).toEqual(['m.brand.example']); // the argument is left as it was
  });

  it('keeps a demo project, follows FIREBASE_AUTH_EMULATOR_HOST, and adds no section the manifest has not', () => {
    const out = sandboxManifest({ id: 'x', domains: [], firebase: { projectId: 'demo-x', authDomain: 'demo-x.web.app' } }, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' });
    expect(out).toEqual({ id: 'x', domains: ['x.localhost'], firebase: { projectId: 'demo-x', authDomain: 'demo-x.web.app', authEmulatorUrl: 'http://127.0.0.1:9199' } });
  });

  it('is idempotent', () => {
    const once = sandboxManifest(production, {});
    expect(sandboxManifest(once, {})).toEqual(once);
  });

  it('names the hosts the sandbox serves its stand-ins on', () => {
    for (const origin of SANDBOX_IMAGE_ORIGINS) expect(cdnForHost(`${new URL(origin).host}:4173`)).toBeDefined();
    expect(isGamesHost(`${new URL(SANDBOX_GAMES_ORIGIN).host}:4173`)).toBe(true);
    expect(isChatHost(`${new URL(SANDBOX_CHAT_ORIGIN).host}:4173`)).toBe(true);
  });

  it('gives each demo merchant its stand-ins', () => {
    for (const id of ['luckyvn', 'siamspin', 'goldcrest']) {
      const m = sandboxManifest(JSON.parse(readFileSync(new URL(`../merchants/${id}/manifest.json`, import.meta.url), 'utf8')) as { domains: string[]; games: { imageOrigins: string[] } });
      expect(m.domains).toContain(`${id}.localhost`);
      expect(m.games.imageOrigins).toEqual(expect.arrayContaining(SANDBOX_IMAGE_ORIGINS));
    }
  });
});

describe('sandboxManifestText', () => {
  it('serialises as the build does and gives the digest pair a record is rewritten with', () => {
    const published = JSON.stringify(production);
    const { text, from, to } = sandboxManifestText(published);
    expect(JSON.parse(text)).toEqual(sandboxManifest(production));
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(from).toBe(manifestDigest(published));
    expect(to).toBe(manifestDigest(text));
    expect(to).toMatch(/^[0-9a-f]{24}$/);
    expect(to).not.toBe(from);
  });
});
