#!/usr/bin/env node
// Runs before `npm start` and as the first step of `npm test`, on any machine, fresh clone included.
// Plain Node (no dependencies), because nothing is installed yet when it runs.
//
// - node_modules missing, or older than package-lock.json -> `npm ci`: exactly the locked versions,
//   and the lock is never rewritten. The lock lists every platform build of the optional packages
//   (@swc/core-*, @rollup/rollup-*, …), which is what `npm ci` needs to accept it; after changing
//   dependencies, `npm install` on a machine with the full registry keeps it that way.
// - `--browser`: Chromium for the end-to-end tests (`--browser-only`: that alone, no node modules):
//   Debian's chromium and chromium-headless-shell when either is absent (playwright's own browser
//   download cannot reach its host from here); Debian's nginx, which the tests serve the build
//   with beside the sandbox (scripts/deploy/); and the Noto and TLWG fonts (Urdu, Thai, …).
// - The Firebase Auth emulator (firebase-tools, a test stand-in: social sign-in on the demo
//   merchants) has its own locked install in tools/auth-emulator/, the same way: missing, or older
//   than its lock -> `npm ci` there. It is a third of all the packages, so `npm test` installs it
//   in a step of its own beside the project's modules (`--emulator-only`), and its setup step
//   skips it (`--modules-only`). Without either flag both are installed (`npm start`, `npm run dev`).
// - `--nginx`: Debian's nginx alone when it is absent (`npm run serve:nginx`).
// - `--check-tracked`: fails (exit 3) when setup changed a file git tracks. It compares the tracked
//   files before and after setup, not "the tree is clean", so a local run with uncommitted work
//   passes as long as setup itself wrote nothing.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync, utimesSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env } });
const mtime = (p) => (existsSync(root + p) ? statSync(root + p).mtimeMs : 0);

/** A fingerprint of every tracked file's content as it is on disk (null outside a git checkout). */
function trackedFingerprint() {
  try {
    const diff = execSync('git diff HEAD --binary --no-ext-diff --no-color', { cwd: root, maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
    return createHash('sha256').update(diff).digest('hex');
  } catch {
    return null;
  }
}

/** Tracked files whose content differs from HEAD (for the message). */
function changedTracked() {
  return execSync('git diff HEAD --name-only', { cwd: root, encoding: 'utf8' }).trim().split('\n').filter(Boolean);
}

const checkTracked = process.argv.includes('--check-tracked');
const before = checkTracked ? trackedFingerprint() : null;
const changedBefore = before ? new Set(changedTracked()) : new Set();

// `--browser-only`: Chromium alone (npm test installs it beside the node modules, in a step of its own).
const browserOnly = process.argv.includes('--browser-only');
const nginxOnly = process.argv.includes('--nginx');
const emulatorOnly = process.argv.includes('--emulator-only');
const modulesOnly = process.argv.includes('--modules-only');
const others = browserOnly || nginxOnly;

/**
 * `npm ci` in `dir` (relative to the root, '' for the project) when its node_modules is missing or
 * older than its lock. npm writes node_modules/.package-lock.json on every install: its age says
 * when we last installed.
 */
function ensureModules(dir, what) {
  const installed = mtime(`${dir}node_modules/.package-lock.json`);
  const lock = mtime(`${dir}package-lock.json`) || mtime(`${dir}package.json`);
  if (installed && installed >= lock) return;
  console.log(`[ensure-deps] installing ${what} (npm ci${dir ? ` in ${dir}` : ''})…`);
  // --ignore-scripts: no dependency's install script runs. The project needs none, and one of them
  // (re2, under firebase-tools' hosting emulator, which we do not use) compiles C++ with node-gyp:
  // minutes of a fresh clone's setup, stalled where node-gyp looks for Node's headers online.
  // --prefer-offline: a package already in npm's cache is taken from it without asking the registry
  // whether it changed (a locked version never does).
  execSync('npm ci --no-audit --no-fund --ignore-scripts --prefer-offline', { cwd: root + dir, stdio: 'inherit', env: { ...process.env } });
  const now = new Date();
  utimesSync(`${root}${dir}node_modules/.package-lock.json`, now, now);
}

if (!others && !emulatorOnly) ensureModules('', 'the locked node modules');
if (!others && !modulesOnly) ensureModules('tools/auth-emulator/', 'the Firebase Auth emulator');

// Debian's full browser and its headless shell, built from the same Chromium (the end-to-end tests
// run in the shell, and in the full browser where a test needs the browser's own features:
// tests/e2e/support/chromium.ts).
const BROWSERS = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell' };
const missingBrowsers = Object.entries(BROWSERS).filter(([, path]) => !existsSync(path)).map(([pkg]) => pkg);
// nginx: the web server the tests (and `npm run serve:nginx`) serve the build with, as operators do.
const NGINX = '/usr/sbin/nginx';
const wantsBrowsers = browserOnly || process.argv.includes('--browser');
// Fonts for the scripts the merchants offer, so that the browser draws real glyphs (not boxes) in
// the sweep's Thai and Urdu passes, the contact sheet and screenshots: Noto for Urdu (Nastaliq),
// Hindi, Burmese and the rest, TLWG for Thai. One file of each package says it is there.
const FONTS = { 'fonts-noto-core': '/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf', 'fonts-thai-tlwg': '/usr/share/fonts/truetype/tlwg' };
const missingFonts = Object.entries(FONTS).filter(([, path]) => !existsSync(path)).map(([pkg]) => pkg);
const packages = [
  ...(wantsBrowsers && missingBrowsers.length ? Object.keys(BROWSERS) : []), // both, so that they stay the same version
  ...(wantsBrowsers ? missingFonts : []),
  ...((wantsBrowsers || nginxOnly) && !existsSync(NGINX) ? ['nginx'] : []),
];
if (packages.length) {
  console.log(`[ensure-deps] installing Debian ${packages.join(', ')}…`);
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq`);
  // RUNLEVEL=1: the package's own service is not started (nginx would take port 80 as a daemon);
  // the tests run their own nginx, unprivileged, and stop it.
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq ${packages.join(' ')}`);
}

if (checkTracked) {
  const after = trackedFingerprint();
  if (before === null) {
    console.log('[ensure-deps] not a git checkout: the tracked-files check is skipped');
  } else if (after !== before) {
    const changed = changedTracked();
    const bySetup = changed.filter((f) => !changedBefore.has(f));
    console.error(`[ensure-deps] Error: setup changed tracked files: ${(bySetup.length ? bySetup : changed).join(', ')}`);
    console.error('[ensure-deps] a fresh clone\'s setup must change no tracked file (install from the lock)');
    process.exit(3);
  } else {
    console.log('[ensure-deps] setup changed no tracked file');
  }
}
