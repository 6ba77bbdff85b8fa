// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBuild } from './build-info.ts';
import { alive, NGINX, startNginx } from './run-nginx.ts';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const HAVE_NGINX = existsSync(NGINX);
const HAVE_DIST = existsSync(join(DIST, 'm', 'hosts', '_default.json'));
const SKIP = !HAVE_NGINX ? ` (skipped: ${NGINX} is not installed)` : !HAVE_DIST ? ' (skipped: dist/ has no build; npm run build)' : '';

function get(base: string, path: string, host: string): Promise<{ status: number; body: string; vary: string | undefined }> {
  const url = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body, vary: res.headers.vary }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** nginx's worker processes: the children of its master. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((e) => /^\d+$/.test(e)).flatMap((e) => {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(e)] : [];
    } catch {
      return [];
    }
  });
}

describe.skipIf(SKIP !== '')(`startNginx${SKIP}`, () => {
  it('starts nginx on the build, serves the default merchant\'s home shell on /m/, and stops leaving nothing behind', async () => {
    const build = readBuild(DIST);
    const merchant = build.merchants.find((m) => m.id === build.defaultId)!;
    const nginx = await startNginx({ root: DIST, api: 'http://127.0.0.1:9' });
    const master = Number(readFileSync(join(nginx.dir, 'nginx.pid'), 'utf8'));
    let workers: number[];
    try {
      expect(nginx.url).toBe(`http://127.0.0.1:${nginx.port}`);
      const shell = readFileSync(join(DIST, 'm', 'shells', `${merchant.id}.${merchant.defaultLanguage}.html`), 'utf8');
      // A host no merchant lists gets the default merchant; so does its own domain.
      for (const host of ['unknown.invalid', ...merchant.domains.slice(0, 1)]) {
        const res = await get(nginx.url, '/m/', host);
        expect([host, res.status, res.vary, res.body === shell]).toEqual([host, 200, 'Accept-Encoding, Accept-Language', true]);
      }
      // Counted once a request has been answered: a worker answered it (right after the pid file
      // appears, a busy machine may not have forked one yet).
      workers = childrenOf(master);
      expect(workers.length).toBeGreaterThan(0);
    } finally {
      await nginx.stop();
    }
    expect(existsSync(nginx.dir)).toBe(false);
    expect([master, ...workers].filter(alive)).toEqual([]);
    await nginx.stop(); // a second stop is harmless
  });

  it('says why when nginx cannot start', async () => {
    await expect(startNginx({ root: DIST, api: 'not a url' })).rejects.toThrow(/--api/);
    await expect(startNginx({ root: join(DIST, 'm'), api: 'http://127.0.0.1:9' })).rejects.toThrow(/build output/);
  });
});
