// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { noSandboxOriginsPlugin, sandboxOriginsIn } from './no-sandbox-origins.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A build folder with these files (path → content). */
function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'no-sandbox-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const CLEAN = {
  'm/index.html': '<!doctype html><html><head></head><body><a href="https://m.brand.example/m/home">x</a></body></html>',
  'm/hosts/m.brand.example.json': '{"id":"brand"}',
  'm/headers/brand.json': '{"Content-Security-Policy":"default-src \'self\'; img-src \'self\' https://img.brand.example"}',
  // A library's base URL and the schema's patterns, as the bundle has them.
  'm/assets/libs-abc.js': 'var b=`http://localhost`;const p=`^(https://[a-z0-9.-]{1,253}|http://localhost|http://[a-z0-9.-]{0,200}[a-z0-9]\\\\.localhost|http://127\\\\.0\\\\.0\\\\.1)`;x.endsWith(`.localhost`)',
};

describe('sandboxOriginsIn', () => {
  it('finds nothing in a production build (library URL bases and the schema\'s patterns in scripts are not origins it serves)', () => {
    expect(sandboxOriginsIn(build(CLEAN))).toEqual([]);
  });

  it.each([
    ['a stand-in image CDN in a policy', 'm/headers/brand.json', '{"Content-Security-Policy":"img-src \'self\' http://cdn-a.localhost:*"}', 'http://cdn-a.localhost'],
    ['the Auth emulator in a manifest', 'm/merchants/brand/manifest.json', '{"firebase":{"authEmulatorUrl":"http://127.0.0.1:9099"}}', 'http://127.0.0.1:9099'],
    ['a .localhost domain in a manifest', 'm/merchants/brand/manifest.json', '{"domains":["m.brand.example","brand.localhost"]}', 'brand.localhost'],
    ['a loopback origin with a port in a script', 'm/assets/app-1.js', 'fetch(`http://localhost:4173/wps`)', 'http://localhost:4173'],
    ['a stand-in origin in a script', 'm/assets/app-2.js', 'const u="http://games.localhost/play"', 'http://games.localhost'],
    ['a bare localhost origin outside scripts', 'm/pages/brand.html', '<link rel="preconnect" href="http://localhost">', 'http://localhost'],
    ['an IPv6 loopback origin', 'm/shells/brand.EN.html', '<img src="http://[::1]:8080/a.png">', 'http://[::1]:8080'],
  ])('finds %s', (_, file, content, found) => {
    expect(sandboxOriginsIn(build({ ...CLEAN, [file]: content }))).toEqual([{ file, found }]);
  });

  it('finds a host file for a loopback name', () => {
    const files = sandboxOriginsIn(build({ ...CLEAN, 'm/hosts/brand.localhost.json': '{}', 'm/hosts/127.0.0.1.json': '{}', 'm/hosts/localhost.json': '{}' }));
    expect(files.map((f) => f.file).sort()).toEqual(['m/hosts/127.0.0.1.json', 'm/hosts/brand.localhost.json', 'm/hosts/localhost.json']);
  });
});

describe('noSandboxOriginsPlugin', () => {
  function closeBundle(outDir: string): () => void {
    const plugin = noSandboxOriginsPlugin();
    (plugin.configResolved as (c: ResolvedConfig) => void)({ build: { outDir } } as ResolvedConfig);
    const hook = plugin.closeBundle as { handler: () => void; order: string; sequential: boolean };
    // After every other plugin's files are written (the shells are written in closeBundle too).
    expect(hook).toMatchObject({ order: 'post', sequential: true });
    return () => hook.handler();
  }

  it('fails the build and names the file and the origin', () => {
    const run = closeBundle(build({ ...CLEAN, 'm/headers/brand.json': '{"Content-Security-Policy":"frame-src http://chat.localhost:*"}' }));
    expect(run).toThrow(/1 loopback or \.localhost origin\(s\)[\s\S]*m\/headers\/brand\.json: http:\/\/chat\.localhost/);
  });

  it('passes a production build', () => {
    expect(closeBundle(build(CLEAN))).not.toThrow();
  });
});
