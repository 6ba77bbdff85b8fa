// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from './merchants';
import { appPageFor } from './page-merchant';
import type { SandboxRuntime } from './sandbox-runtime';

const { merchants } = loadMerchants(fileURLToPath(new URL('../merchants', import.meta.url)));
const runtime = { merchants } as unknown as SandboxRuntime;

describe('appPageFor: which page request gets a merchant\'s HTML shell', () => {
  it('the home paths of the host\'s merchant', () => {
    for (const path of ['/m/home', '/m/home/', '/m', '/m/']) {
      expect(appPageFor(runtime, 'luckyvn.localhost:4173', path, ''), path).toBe('m/shells/luckyvn.html');
    }
    expect(appPageFor(runtime, 'm.siamspin.example', '/m/home', '')).toBe('m/shells/siamspin.html');
  });

  it('the sandbox override, as the app resolves it, then the default merchant for unknown hosts', () => {
    expect(appPageFor(runtime, '127.0.0.1:4173', '/m/home', '?merchant=goldcrest')).toBe('m/shells/goldcrest.html');
    expect(appPageFor(runtime, '127.0.0.1:4173', '/m/home', '?merchant=nobody')).toBe('m/shells/luckyvn.html');
    expect(appPageFor(runtime, undefined, '/m/home', '')).toBe('m/shells/luckyvn.html');
  });

  it('no shell for any other page of the app (it would paint the wrong screen): the merchant\'s page', () => {
    for (const path of ['/m/login', '/m/game', '/m/home/x', '/mhome', '/']) {
      expect(appPageFor(runtime, 'luckyvn.localhost:4173', path, ''), path).toBe('m/pages/luckyvn.html');
    }
    expect(appPageFor(runtime, 'siamspin.localhost:4173', '/m/login', '')).toBe('m/pages/siamspin.html');
    expect(appPageFor(runtime, '127.0.0.1:4173', '/m/login', '?merchant=goldcrest')).toBe('m/pages/goldcrest.html');
  });
});
