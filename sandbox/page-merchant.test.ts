// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from './merchants';
import { shellPage } from './page-merchant';
import type { SandboxRuntime } from './sandbox-runtime';

const { merchants } = loadMerchants(fileURLToPath(new URL('../merchants', import.meta.url)));
const runtime = { merchants } as unknown as SandboxRuntime;

describe('shellPage: which page request gets a merchant\'s HTML shell', () => {
  it('the home paths of the host\'s merchant', () => {
    for (const path of ['/m/home', '/m/home/', '/m', '/m/']) {
      expect(shellPage(runtime, 'luckyvn.localhost:4173', path, ''), path).toBe('m/shells/luckyvn.html');
    }
    expect(shellPage(runtime, 'm.siamspin.example', '/m/home', '')).toBe('m/shells/siamspin.html');
  });

  it('the sandbox override, as the app resolves it, then the default merchant for unknown hosts', () => {
    expect(shellPage(runtime, '127.0.0.1:4173', '/m/home', '?merchant=goldcrest')).toBe('m/shells/goldcrest.html');
    expect(shellPage(runtime, '127.0.0.1:4173', '/m/home', '?merchant=nobody')).toBe('m/shells/luckyvn.html');
    expect(shellPage(runtime, undefined, '/m/home', '')).toBe('m/shells/luckyvn.html');
  });

  it('no shell for any other page of the app (it would paint the wrong screen)', () => {
    for (const path of ['/m/login', '/m/game', '/m/home/x', '/mhome', '/']) {
      expect(shellPage(runtime, 'luckyvn.localhost:4173', path, ''), path).toBeUndefined();
    }
  });
});
