#!/usr/bin/env node
// Runs before `npm start` and `npm test` on any machine, fresh clone included. Plain Node (no
// dependencies), because nothing is installed yet when it runs.
//
// - node_modules missing, or older than package-lock.json -> `npm install` (it installs the locked
//   versions). Not `npm ci`: this registry lacks some platform builds of optional packages
//   (@swc/core-*, @rollup/rollup-*), so the lock cannot list them, and `npm ci` refuses such a lock.
// - `--browser`: Chromium for the end-to-end tests. Debian's package when /usr/bin/chromium is absent
//   (playwright's own browser download cannot reach its host from here).
import { execSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env } });
const mtime = (p) => (existsSync(root + p) ? statSync(root + p).mtimeMs : 0);

// npm writes node_modules/.package-lock.json on every install: its age says when we last installed.
const installed = mtime('node_modules/.package-lock.json');
const lock = mtime('package-lock.json') || mtime('package.json');
if (!installed || installed < lock) {
  console.log('[ensure-deps] installing node modules…');
  run('npm install --no-audit --no-fund');
  const now = new Date();
  utimesSync(root + 'node_modules/.package-lock.json', now, now);
}

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  console.log('[ensure-deps] /usr/bin/chromium is missing: installing Debian chromium…');
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}
