#!/usr/bin/env node
// Runs before `npm start` and as the first step of `npm test`, on any machine, fresh clone included.
// Plain Node (no dependencies), because nothing is installed yet when it runs.
//
// - node_modules missing, or older than package-lock.json -> this machine's copy of that lock's
//   install when it has one (`M_MODULES_CACHE`, below), else `npm ci`: exactly the locked versions,
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
import { execFileSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

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
 * The machine's copies of installed node modules, one per lock content (with the platform, the CPU
 * and Node's major version), so that a clone whose lock this machine has installed before copies
 * them (seconds) instead of unpacking a thousand packages again (a minute of a fresh clone's
 * setup, as a CI's dependency cache does). A copy is taken right after `npm ci` succeeds, written
 * under a temporary name and renamed when complete; a real copy both ways (`cp -a`, no hard
 * links), so nothing a clone writes in its node_modules reaches another. The newest three per
 * install are kept. `M_MODULES_CACHE=off` turns it off; `M_MODULES_CACHE=<dir>` moves it.
 */
const CACHE = process.env.M_MODULES_CACHE === 'off' ? null : process.env.M_MODULES_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'm-pwa', 'modules');
const KEEP = 3;

function cacheEntry(dir) {
  if (!CACHE) return null;
  const lockFile = `${root}${dir}package-lock.json`;
  if (!existsSync(lockFile)) return null;
  const hash = createHash('sha256').update(readFileSync(lockFile)).update(`${process.platform} ${process.arch} ${process.versions.node.split('.')[0]}`).digest('hex').slice(0, 20);
  const name = (dir.replace(/\/$/, '').replace(/[^\w.-]+/g, '_') || 'project');
  return { name, path: join(CACHE, `${name}-${hash}`) };
}

/** Copies the cached modules into `dir`; false when there is none (or the copy failed). */
function restoreModules(dir, entry) {
  if (!entry || !existsSync(join(entry.path, '.package-lock.json'))) return false;
  const target = `${root}${dir}node_modules`;
  try {
    rmSync(target, { recursive: true, force: true });
    execFileSync('cp', ['-a', entry.path, target]);
    return true;
  } catch (error) {
    console.log(`[ensure-deps] the cached modules could not be copied (${error.message.split('\n')[0]}): installing`);
    rmSync(target, { recursive: true, force: true });
    return false;
  }
}

/** Keeps a copy of `dir`'s freshly installed modules; best effort (a full disk only costs the next clone its minute). */
function storeModules(dir, entry) {
  if (!entry || existsSync(entry.path)) return;
  const partial = `${entry.path}.partial-${process.pid}`;
  try {
    mkdirSync(CACHE, { recursive: true });
    execFileSync('cp', ['-a', `${root}${dir}node_modules`, partial]);
    renameSync(partial, entry.path);
    const olderFirst = readdirSync(CACHE).filter((n) => n.startsWith(`${entry.name}-`) && !n.includes('.partial-')).map((n) => join(CACHE, n)).sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
    for (const old of olderFirst.slice(0, -KEEP)) rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    console.log(`[ensure-deps] the installed modules were not kept for the next clone (${error.message.split('\n')[0]})`);
  }
}

/**
 * The locked modules of `dir` (relative to the root, '' for the project) when its node_modules is
 * missing or older than its lock: the machine's copy of that lock's install when there is one,
 * else `npm ci`. npm writes node_modules/.package-lock.json on every install: its age says when we
 * last installed.
 */
function ensureModules(dir, what) {
  const installed = mtime(`${dir}node_modules/.package-lock.json`);
  const lock = mtime(`${dir}package-lock.json`) || mtime(`${dir}package.json`);
  if (installed && installed >= lock) return;
  const entry = cacheEntry(dir);
  const markInstalled = () => {
    const now = new Date();
    utimesSync(`${root}${dir}node_modules/.package-lock.json`, now, now);
  };
  if (restoreModules(dir, entry)) {
    console.log(`[ensure-deps] ${what}: copied this lock's install from ${entry.path}`);
    markInstalled();
    return;
  }
  console.log(`[ensure-deps] installing ${what} (npm ci${dir ? ` in ${dir}` : ''})…`);
  // --ignore-scripts: no dependency's install script runs. The project needs none, and one of them
  // (re2, under firebase-tools' hosting emulator, which we do not use) compiles C++ with node-gyp:
  // minutes of a fresh clone's setup, stalled where node-gyp looks for Node's headers online.
  // --prefer-offline: a package already in npm's cache is taken from it without asking the registry
  // whether it changed (a locked version never does).
  execSync('npm ci --no-audit --no-fund --ignore-scripts --prefer-offline', { cwd: root + dir, stdio: 'inherit', env: { ...process.env } });
  storeModules(dir, entry);
  markInstalled();
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
