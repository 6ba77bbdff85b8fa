// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxCsp } from './csp';
import { manifestDigest, sandboxManifest } from './overlay';
import { createBuildOverlay, writeSandboxRoot } from './sandbox-build';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const MANIFEST = JSON.stringify({ id: 'brand', merchantCode: 'BRD', domains: ['m.brand.example'], games: { imageOrigins: ['https://img.brand.example'] } });
const DIGEST = manifestDigest(MANIFEST);
const RECORD = JSON.stringify({ id: 'brand', merchantCode: 'BRD', digest: DIGEST });

/** A production build of one merchant, as vite build writes it. */
function build(): string {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-build-'));
  dirs.push(root);
  const files: Record<string, string> = {
    'm/merchants/brand/manifest.json': MANIFEST,
    'm/merchants/brand/record.json': RECORD,
    'm/hosts/m.brand.example.json': RECORD,
    'm/hosts/_default.json': RECORD,
    'm/headers/brand.json': '{"Content-Security-Policy":"default-src \'self\'"}',
    'm/pages/brand.html': `<html><head><script type="application/json" id="m-merchant">${RECORD}</script></head></html>`,
    'm/index.html': '<html><head></head></html>',
    'm/assets/app-1.js': 'console.log("digest":"x")',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const overlaidText = JSON.stringify(sandboxManifest(JSON.parse(MANIFEST) as unknown));
const overlaidDigest = manifestDigest(overlaidText);
const read = (root: string, rel: string) => () => readFileSync(join(root, rel));

describe('createBuildOverlay', () => {
  it('serves the overlaid manifest, and every record with its digest', () => {
    const root = build();
    const overlay = createBuildOverlay(root);
    expect(overlay.body('m/merchants/brand/manifest.json', read(root, 'm/merchants/brand/manifest.json'))!.toString()).toBe(overlaidText);
    for (const rel of ['m/merchants/brand/record.json', 'm/hosts/m.brand.example.json', 'm/hosts/_default.json']) {
      expect(JSON.parse(overlay.body(rel, read(root, rel))!.toString())).toEqual({ id: 'brand', merchantCode: 'BRD', digest: overlaidDigest });
    }
    const page = overlay.body('m/pages/brand.html', read(root, 'm/pages/brand.html'))!.toString();
    expect(page).toContain(`"digest":"${overlaidDigest}"`);
    expect(page).toContain('<head><meta name="m-sandbox" content="1">');
  });

  it('sends the overlaid manifest\'s policy in its headers file', () => {
    const root = build();
    const headers = JSON.parse(createBuildOverlay(root).body('m/headers/brand.json', read(root, 'm/headers/brand.json'))!.toString()) as Record<string, string>;
    expect(headers['Content-Security-Policy']).toBe(sandboxCsp(sandboxManifest(JSON.parse(MANIFEST) as object)));
    expect(headers['Content-Security-Policy']).toContain('http://cdn-a.localhost:*');
  });

  it('leaves scripts alone and adds the loopback host files', () => {
    const root = build();
    const overlay = createBuildOverlay(root);
    expect(overlay.body('m/assets/app-1.js', () => { throw new Error('a script is never read'); })).toBeUndefined();
    expect(overlay.extras().sort()).toEqual(['m/hosts/127.0.0.1.json', 'm/hosts/brand.localhost.json', 'm/hosts/localhost.json']);
    expect(JSON.parse(overlay.extra('m/hosts/brand.localhost.json')!.toString())).toMatchObject({ id: 'brand', digest: overlaidDigest });
    expect(overlay.extra('m/hosts/other.json')).toBeUndefined();
  });

  it('follows a manifest replaced while it serves', () => {
    const root = build();
    const overlay = createBuildOverlay(root);
    expect(overlay.body('m/hosts/_default.json', read(root, 'm/hosts/_default.json'))!.toString()).toContain(overlaidDigest);
    const next = JSON.stringify({ ...JSON.parse(MANIFEST), displayName: 'Brand 2' });
    writeFileSync(join(root, 'm/merchants/brand/manifest.json'), next);
    writeFileSync(join(root, 'm/hosts/_default.json'), JSON.stringify({ id: 'brand', merchantCode: 'BRD', digest: manifestDigest(next) }));
    const served = overlay.body('m/merchants/brand/manifest.json', read(root, 'm/merchants/brand/manifest.json'))!.toString();
    expect(JSON.parse(served)).toMatchObject({ displayName: 'Brand 2' });
    expect(overlay.body('m/hosts/_default.json', read(root, 'm/hosts/_default.json'))!.toString()).toContain(manifestDigest(served));
  });
});

describe('writeSandboxRoot', () => {
  it('writes what the overlay serves, links the rest, and leaves the build as it was', () => {
    const root = build();
    const out = join(root, '..', `${root.split('/').pop()}-served`);
    dirs.push(out);
    writeSandboxRoot(root, out);
    expect(readFileSync(join(out, 'm/merchants/brand/manifest.json'), 'utf8')).toBe(overlaidText);
    expect(readFileSync(join(out, 'm/hosts/localhost.json'), 'utf8')).toContain(overlaidDigest);
    expect(readFileSync(join(out, 'm/index.html'), 'utf8')).toContain('m-sandbox');
    expect(statSync(join(out, 'm/assets/app-1.js')).ino).toBe(statSync(join(root, 'm/assets/app-1.js')).ino);
    expect(readFileSync(join(root, 'm/merchants/brand/manifest.json'), 'utf8')).toBe(MANIFEST);
  });
});
