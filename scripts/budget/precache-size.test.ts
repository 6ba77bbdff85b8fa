// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheSize } from './precache-size';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(files: Record<string, string>, list: string[], sw = list.map((url) => `{url:${JSON.stringify(url)},revision:null}`).join(',')) {
  root = mkdtempSync(join(tmpdir(), 'precache-'));
  const dist = join(root, 'dist');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dist, 'm', name, '..'), { recursive: true });
    writeFileSync(join(dist, 'm', name), text);
  }
  writeFileSync(join(dist, 'm', 'sw.js'), `precacheAndRoute([${sw}])`);
  const listFile = join(root, 'precache.json');
  writeFileSync(listFile, JSON.stringify(list.map((url) => ({ url, revision: null }))));
  return { dist, listFile };
}

describe('precacheSize', () => {
  it('sums the gzip size of the listed files', () => {
    const { dist, listFile } = build({ 'index.html': '<html></html>', 'assets/a.js': 'x'.repeat(5000) }, ['index.html', 'assets/a.js']);
    const size = precacheSize(dist, listFile);
    expect(size.problems).toEqual([]);
    expect(size.files.map((f) => f.url)).toEqual(['index.html', 'assets/a.js']);
    expect(size.totalGzip).toBeGreaterThan(20);
    expect(size.totalGzip).toBeLessThan(200);
  });

  it('fails over 250 KB gzip', () => {
    const noise = Array.from({ length: 300_000 }, (_, i) => ((i * 7919) % 65_521).toString(36)).join('');
    const { dist, listFile } = build({ 'index.html': '<html></html>', 'assets/big.js': noise }, ['index.html', 'assets/big.js']);
    expect(precacheSize(dist, listFile).problems.join()).toMatch(/over 250 KB/);
  });

  it('names a list that does not match the worker, a missing file, and a missing shell', () => {
    const { dist, listFile } = build({ 'assets/a.js': 'a' }, ['assets/a.js', 'assets/gone.js'], '{url:"assets/a.js"}');
    expect(precacheSize(dist, listFile).problems).toEqual([
      'the precache has no index.html: an offline start would find no shell',
      `precached assets/gone.js is not in ${dist}/m`,
    ]);
    const other = build({ 'index.html': 'i', 'assets/a.js': 'a' }, ['index.html', 'assets/a.js'], '{url:"index.html"}');
    expect(precacheSize(other.dist, other.listFile).problems).toEqual([`assets/a.js is in ${other.listFile} but not in sw.js (stale list?)`]);
  });
});
