// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cdnFile, cdnForHost, imageCdnOrigins, portOf } from './image-cdn';
import { hostGet } from './testing/host-get';
import { useFixtureSandbox } from './testing/fixture-sandbox';

const fx = useFixtureSandbox();
const tile = '/games/PGSOFT/21001.webp';
const fromLvn = { Referer: 'http://lvn.example.test:8080/m/home' };
const fromTth = { Referer: 'http://tth.example.test:8080/m/home' };

describe('image CDN helpers', () => {
  it('knows the two CDN hosts on any port, and nothing else', () => {
    expect(cdnForHost('cdn-a.localhost:4173')).toBe('cdn-a');
    expect(cdnForHost('CDN-B.localhost')).toBe('cdn-b');
    for (const host of ['cdn-c.localhost:1', 'cdn-a.localhost.evil:1', 'x.cdn-a.localhost:1', 'localhost:4173', undefined]) expect(cdnForHost(host)).toBeUndefined();
  });

  it('lists both CDNs on the port the client used', () => {
    expect(imageCdnOrigins('http://luckyvn.localhost:4173')).toEqual(['http://cdn-a.localhost:4173', 'http://cdn-b.localhost:4173']);
    expect(imageCdnOrigins('http://localhost')).toEqual(['http://cdn-a.localhost', 'http://cdn-b.localhost']);
    expect(portOf('http://[::1]:99')).toBe('99');
  });

  it('serves pictures under the root only', () => {
    const root = mkdtempSync(join(tmpdir(), 'cdn-'));
    mkdirSync(join(root, 'games'));
    writeFileSync(join(root, 'games', 'a.jpg'), 'x');
    writeFileSync(join(root, 'games', 'a.txt'), 'x');
    writeFileSync(join(tmpdir(), 'outside.jpg'), 'x');
    expect(cdnFile(root, '/games/a.jpg')).toBe(join(root, 'games', 'a.jpg'));
    for (const path of ['/games/a.txt', '/games/missing.jpg', '/games', '/../outside.jpg', '/games/..%2f..%2foutside.jpg', '/%E0%A4%A.jpg', '/games/a.jpg%00.jpg']) {
      expect(cdnFile(root, path), path).toBeUndefined();
    }
  });
});

describe('the image CDNs over HTTP', () => {
  it('answer a tile with its type, a year of immutable cache, an ETag and CORS; 304 on a match', async () => {
    const res = await hostGet(fx.sandbox.url, 'cdn-a.localhost', tile);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*' });
    expect(res.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const jpg = await hostGet(fx.sandbox.url, 'cdn-b.localhost', '/banners/luckyvn/1.jpg');
    expect([jpg.status, jpg.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const again = await hostGet(fx.sandbox.url, 'cdn-b.localhost', tile, { 'If-None-Match': res.headers.etag! });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('answer 404 for anything else, and never serve the sandbox itself', async () => {
    for (const path of ['/games/PGSOFT/nope.webp', '/wps/system/status', '/m/', '/../server.ts', '/games/..%2F..%2Fserver.ts', '/games/%2e%2e/%2e%2e/image-cdn.ts']) {
      expect((await hostGet(fx.sandbox.url, 'cdn-a.localhost', path)).status, path).toBe(404);
    }
    expect((await hostGet(fx.sandbox.url, 'cdn-a.localhost', tile, {}, 'POST')).status).toBe(405);
  });

  it('imageCdn.off: that CDN answers 503 for the pages of the merchant that switched it off', async () => {
    await fx.client('LVN').scenario({ imageCdn: { off: ['cdn-a'] } });
    expect((await hostGet(fx.sandbox.url, 'cdn-a.localhost', tile, fromLvn)).status).toBe(503);
    expect((await hostGet(fx.sandbox.url, 'cdn-a.localhost', tile, { Origin: 'http://lvn.example.test:8080' })).status).toBe(503);
    expect((await hostGet(fx.sandbox.url, 'cdn-b.localhost', tile, fromLvn)).status).toBe(200);
    expect((await hostGet(fx.sandbox.url, 'cdn-a.localhost', tile, fromTth)).status).toBe(200);
    // No page named (or an unknown host): the default merchant, here the first fixture (LVN).
    expect((await hostGet(fx.sandbox.url, 'cdn-a.localhost', tile)).status).toBe(503);
    await fx.client('LVN').reset();
    expect((await hostGet(fx.sandbox.url, 'cdn-a.localhost', tile, fromLvn)).status).toBe(200);
  });

  it('status lists both CDNs on the request port; scenario imageCdns replaces the list', async () => {
    const port = new URL(fx.sandbox.url).port;
    const status = async () => (await fx.client('LVN').get<{ imageCDNs: string[] }>('/wps/system/status', { query: { device: 'MOBILE' } })).value!.imageCDNs;
    expect(await status()).toEqual([`http://cdn-a.localhost:${port}`, `http://cdn-b.localhost:${port}`]);
    await fx.client('LVN').scenario({ imageCdns: ['https://img.evil.example', `http://cdn-b.localhost:${port}`] });
    expect(await status()).toEqual(['https://img.evil.example', `http://cdn-b.localhost:${port}`]);
    await expect(fx.client('LVN').scenario({ imageCdns: ['javascript:alert(1)'] })).rejects.toThrow(/imageCdns/);
  });
});
