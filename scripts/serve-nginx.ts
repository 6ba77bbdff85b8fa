/**
 * `npm run serve:nginx`: the build served by Debian's nginx, as an operator serves it, with the
 * sandbox as its /wps upstream (and its stand-ins: image CDNs, game and chat pages, captcha) behind
 * the same nginx. PORT=9090 picks another port than 8080.
 *
 *   1. builds when dist/ is missing or older than the sources;
 *   2. writes the build as the sandbox serves it (its overlay, sandbox/sandbox-build.ts) into a
 *      temporary folder: dist/ itself stays production's;
 *   3. starts the sandbox on a free port, and nginx (unprivileged, in the foreground) on PORT with
 *      the configuration `npm run deploy:nginx` generates, plus the sandbox's own paths;
 *   4. Ctrl-C stops nginx and the sandbox and removes the folder: no process is left behind.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietPopups } from '../sandbox/quiet-popups';
import { SEED_ACCOUNTS } from '../sandbox/seed-members';
import { writeSandboxRoot } from '../sandbox/sandbox-build';
import { startSandbox } from '../sandbox/server';
import { AUTH_EMULATOR_DIR, authEmulatorArgs } from './lib/auth-emulator.mjs';
import { startNginx } from './deploy/run-nginx.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? '8080');
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be 1-65535, got ${process.env.PORT}`);

/** The newest modification time under these paths (files only). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else latest = Math.max(latest, stats.mtimeMs);
  };
  for (const path of paths) visit(join(ROOT, path));
  return latest;
}

const built = join(ROOT, 'dist/m/sw.js');
const sources = ['src', 'merchants', 'schema', 'scripts/vite', 'scripts/build-shells.ts', 'index.html', 'vite.config.ts', 'package-lock.json'];
if (!existsSync(built) || newest(sources) > statSync(built).mtimeMs) {
  console.log('serve:nginx: building (dist/ is missing or older than the sources)…');
  execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
}

const served = mkdtempSync(join(tmpdir(), 'm-serve-nginx-'));
writeSandboxRoot(join(ROOT, 'dist'), served);
const sandbox = await startSandbox({ staticDir: join(ROOT, 'dist'), scenarios: quietPopups() });
const nginx = await startNginx({ root: served, api: sandbox.url, sandbox: sandbox.url, port }).catch(async (error: unknown) => {
  await sandbox.close();
  rmSync(served, { recursive: true, force: true });
  console.error(`serve:nginx: nginx did not start: ${(error as Error).message}`);
  process.exit(1);
});

// Social sign-in (Lucky VN, a demo Firebase project here) talks to the Firebase Auth emulator:
// started alongside, best effort, as `npm start` does.
const emulator = spawn(process.execPath, authEmulatorArgs('demo-luckyvn'), {
  cwd: AUTH_EMULATOR_DIR,
  stdio: 'ignore',
  env: { ...process.env, CI: 'true' },
});
emulator.on('error', () => undefined);

console.log(`
  The build is served by nginx (${nginx.dir}/nginx.conf), with the sandbox backend behind it:

    http://localhost:${port}/m/home               default merchant (Lucky VN, Vietnamese lottery)
    http://siamspin.localhost:${port}/m/home      Siam Spin (Thai casino, login required)
    http://goldcrest.localhost:${port}/m/home     Goldcrest (English; try Urdu for right-to-left)

  Seeded accounts, in every merchant:
${SEED_ACCOUNTS.map((a) => `    ${a.userName.padEnd(12)}${a.password.padEnd(14)}${a.note}`).join('\n')}
  SMS code 123456, email 2FA code 246810, authenticator code 135790.
  Social sign-in (Lucky VN) uses the Firebase Auth emulator on http://127.0.0.1:9099 (starting in the background).
  Ctrl-C stops nginx and the sandbox.
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  emulator.kill('SIGTERM');
  await nginx.stop();
  await sandbox.close();
  rmSync(served, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
