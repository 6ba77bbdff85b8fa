// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from './merchants';
import { acceptedLanguages, appPageFor } from './page-merchant';
import type { SandboxRuntime } from './sandbox-runtime';

const { merchants } = loadMerchants(fileURLToPath(new URL('../merchants', import.meta.url)));
const runtime = { merchants } as unknown as SandboxRuntime;

describe('appPageFor: which page request gets a merchant\'s HTML shell', () => {
  it('the home paths of the host\'s merchant', () => {
    for (const path of ['/m/home', '/m/home/', '/m', '/m/']) {
      expect(appPageFor(runtime, 'luckyvn.localhost:4173', path, ''), path).toBe('m/shells/luckyvn.VI.html');
    }
    expect(appPageFor(runtime, 'm.siamspin.example', '/m/home', '')).toBe('m/shells/siamspin.TH.html');
  });

  it('the sandbox override, as the app resolves it, then the default merchant for unknown hosts', () => {
    expect(appPageFor(runtime, '127.0.0.1:4173', '/m/home', '?merchant=goldcrest')).toBe('m/shells/goldcrest.EN.html');
    expect(appPageFor(runtime, '127.0.0.1:4173', '/m/home', '?merchant=nobody')).toBe('m/shells/luckyvn.VI.html');
    expect(appPageFor(runtime, undefined, '/m/home', '')).toBe('m/shells/luckyvn.VI.html');
  });

  it('the login page\'s shell on the login route\'s path', () => {
    for (const path of ['/m/login', '/m/login/']) {
      expect(appPageFor(runtime, 'luckyvn.localhost:4173', path, ''), path).toBe('m/shells/luckyvn.login.VI.html');
    }
    expect(appPageFor(runtime, 'siamspin.localhost:4173', '/m/login', '')).toBe('m/shells/siamspin.login.TH.html');
    expect(appPageFor(runtime, '127.0.0.1:4173', '/m/login', '?merchant=goldcrest')).toBe('m/shells/goldcrest.login.EN.html');
  });

  it('no shell for any other page of the app (it would paint the wrong screen): the merchant\'s page', () => {
    for (const path of ['/m/register', '/m/game', '/m/home/x', '/m/login/x', '/mhome', '/']) {
      expect(appPageFor(runtime, 'luckyvn.localhost:4173', path, ''), path).toBe('m/pages/luckyvn.html');
    }
    expect(appPageFor(runtime, '127.0.0.1:4173', '/m/register', '?merchant=goldcrest')).toBe('m/pages/goldcrest.html');
  });

  it('a shell in the language the browser asks for, when the merchant offers it; else the default', () => {
    const page = (accept: string | undefined, path = '/m/home') => appPageFor(runtime, 'siamspin.localhost:4173', path, '', accept);
    expect(page('en-US,en;q=0.9')).toBe('m/shells/siamspin.EN.html');
    expect(page('en-US,en;q=0.9', '/m/login')).toBe('m/shells/siamspin.login.EN.html');
    expect(page('th-TH,en;q=0.5')).toBe('m/shells/siamspin.TH.html');
    // The order listed (as navigator.languages, from which browsers write the header); a language
    // the merchant does not offer is passed over.
    expect(page('fr-FR, en;q=0.8, th;q=0.4')).toBe('m/shells/siamspin.EN.html');
    expect(page('th;q=0.4, fr-FR, en;q=0.8')).toBe('m/shells/siamspin.TH.html');
    expect(page('ja-JP')).toBe('m/shells/siamspin.TH.html');
    expect(page('*')).toBe('m/shells/siamspin.TH.html');
    expect(page(undefined)).toBe('m/shells/siamspin.TH.html');
    // Goldcrest offers Urdu (right to left).
    expect(appPageFor(runtime, 'goldcrest.localhost:4173', '/m/login', '', 'ur-PK')).toBe('m/shells/goldcrest.login.UR.html');
  });

  it('reads Accept-Language as browsers send it', () => {
    expect(acceptedLanguages('th;q=0.5, en-US, en;q=0.9')).toEqual(['th', 'en-US', 'en']); // the order listed, as navigator.languages
    expect(acceptedLanguages('vi,en;q=0,*;q=0.1')).toEqual(['vi']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
