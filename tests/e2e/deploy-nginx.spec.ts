import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { request as plainRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { freePort, NGINX } from '../../scripts/deploy/run-nginx';
import { DIST, expect, SERVING, test } from './support/fixtures';

/**
 * docs/deployment.md "Deploy with nginx", followed as an operator would: its commands, in order,
 * with this machine's paths for the doc's (a temporary folder for /srv and /etc, a certificate
 * made for the run, free ports for 443 and 80). The configuration those steps produce passes
 * `nginx -t` and serves every merchant over TLS with its own policy and HSTS, and plain HTTP
 * moves to HTTPS. (Step 1, the build, is npm test's own.)
 */

const DOC = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');

/** The commands of the sh block the doc marks as followed here, comments dropped. */
function steps(): string[] {
  const marked = DOC.slice(DOC.indexOf('<!-- followed by tests/e2e/deploy-nginx.spec.ts'));
  const block = /```sh\n([\s\S]*?)```/.exec(marked)?.[1] ?? '';
  return block.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

/** Sends one GET (https, certificate not checked: it is the run's own) with this Host. */
function get(port: number, path: string, host: string, tls: boolean): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: { host }, rejectUnauthorized: false };
    const req = (tls ? request : plainRequest)(options, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('docs/deployment.md "Deploy with nginx": its five steps give a configuration that serves every merchant over TLS', { tag: SERVING }, async () => {
  const [build, copy, generateCmd, check, start, look] = steps();
  expect(build).toBe('npm ci && npm run build');
  const copied = /^rsync -a dist\/ (\S+)$/.exec(copy ?? '');
  expect(copied, copy).not.toBeNull();
  expect(generateCmd).toMatch(/^npm run deploy:nginx -- /);
  const args = generateCmd!.replace(/^npm run deploy:nginx -- /, '').split(/\s+/);
  const arg = (name: string) => args[args.indexOf(name) + 1]!;
  const out = arg('--out');
  expect(check).toBe(`nginx -t -p ${out} -c ${out}/nginx.conf`);
  expect(start).toBe(`nginx -p ${out} -c ${out}/nginx.conf`);
  expect(look).toMatch(/^curl -sI -H 'Host: (\S+)' https:\/\/127\.0\.0\.1\/m\/home --insecure$/);

  const here = mkdtempSync(join(tmpdir(), 'm-deploy-doc-'));
  chmodSync(here, 0o755); // nginx's workers (another user when started as root) read the build
  const path = (docPath: string) => join(here, docPath.replace(/^\/+/, ''));
  const [https, http] = [await freePort(), await freePort()];
  let started = false;
  try {
    // 2. the build where nginx reads it
    cpSync(DIST, path(copied![1]!), { recursive: true });
    // 3. the configuration, with a certificate for the merchants' domains
    const domains = readdirHosts();
    const pems = await generate([{ name: 'commonName', value: domains[0]! }], {
      keyType: 'ec', algorithm: 'sha256', notAfterDate: new Date(Date.now() + 86_400_000),
      extensions: [{ name: 'subjectAltName', altNames: domains.map((value) => ({ type: 2, value })) }],
    });
    mkdirSync(join(path(arg('--cert')), '..'), { recursive: true });
    writeFileSync(path(arg('--cert')), pems.cert);
    writeFileSync(path(arg('--key')), pems.private);
    const local = args.map((a, i) => (['--root', '--out', '--cert', '--key'].includes(args[i - 1] ?? '') ? path(a) : a));
    execFileSync('npx', ['tsx', 'scripts/deploy/nginx.ts', ...local, '--listen', `127.0.0.1:${https}`, '--redirect-listen', `127.0.0.1:${http}`], { stdio: 'pipe' });
    // 4. nginx -t, then nginx
    const conf = ['-p', path(out), '-c', `${path(out)}/nginx.conf`];
    execFileSync(NGINX, ['-t', '-q', ...conf], { stdio: 'pipe' });
    execFileSync(NGINX, conf, { stdio: 'pipe' });
    started = true;
    // 5. each merchant's domain answers its page with its own policy and HSTS; HTTP moves to HTTPS
    for (const id of ['luckyvn', 'siamspin', 'goldcrest']) {
      const headers = JSON.parse(readFileSync(join(DIST, 'm', 'headers', `${id}.json`), 'utf8')) as Record<string, string>;
      const home = await get(https, '/m/home', `m.${id}.example`, true);
      expect(home.status, id).toBe(200);
      expect(home.headers['content-security-policy'], id).toBe(headers['Content-Security-Policy']);
      expect(home.headers['strict-transport-security'], id).toBe(headers['Strict-Transport-Security']);
    }
    const moved = await get(http, '/m/login?x=1', 'm.luckyvn.example', false);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`https://m.luckyvn.example:${https}/m/login?x=1`);
  } finally {
    if (started) execFileSync(NGINX, ['-s', 'quit', '-p', path(out), '-c', `${path(out)}/nginx.conf`], { stdio: 'pipe' });
    rmSync(here, { recursive: true, force: true });
  }
});

/** The production domains of the build (its hosts/ files), for the certificate. */
function readdirHosts(): string[] {
  return readdirSync(join(DIST, 'm', 'hosts')).filter((f) => f.endsWith('.json') && f !== '_default.json').map((f) => f.slice(0, -'.json'.length));
}
