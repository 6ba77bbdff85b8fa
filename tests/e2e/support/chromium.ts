import { pixelStandInArgs } from './pixels';

/**
 * Debian's Chromium builds, with the flags this machine needs (no sandbox as root, no background
 * traffic). Both come from the same Chromium source and version (scripts/ensure-deps.mjs installs
 * them together), so a page renders and runs the same in either.
 *
 * - CHROMIUM_PATH: the full browser (`chromium`). Where a test or script needs what only the
 *   browser has: Chromium's installability check, the notification permission (always "denied" in
 *   the shell) and so push, and Lighthouse and screenshots, which measure or show what players get.
 * - HEADLESS_SHELL_PATH: `chromium-headless-shell`, the same Blink and V8 without the browser's
 *   user interface. It is what Playwright runs for headless tests by default; the full browser in
 *   headless mode starts a window, its WebUI renderers and the browser's services for every context,
 *   and costs about twice the CPU per test (docs/testing.md). The end-to-end tests run in it unless
 *   a test asks for the full browser (`FULL_BROWSER`).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/**
 * What every browser an end-to-end test launches runs with: CHROMIUM_ARGS, and the pixel hosts
 * resolved to their stand-in on this machine (pixels.ts). Read in the workers, after
 * global-setup.ts has started the stand-in.
 */
export const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, ...pixelStandInArgs()];
/**
 * The tag of a test that needs the full browser: `test('…', { tag: FULL_BROWSER }, …)` or on its
 * describe. playwright.config.ts runs tagged tests in the project that launches the full browser,
 * and every other test in the headless shell.
 */
export const FULL_BROWSER = '@full-browser';
