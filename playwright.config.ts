import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_ARGS, CHROMIUM_PATH, FULL_BROWSER, HEADLESS_SHELL_PATH } from './tests/e2e/support/chromium';
import { SERVING, type Server } from './tests/e2e/support/serving';

const fullBrowser = new RegExp(FULL_BROWSER);
/** Specs about nginx itself (the parity table, the deployment steps): the nginx project's only. */
const NGINX_ONLY = /(parity|deploy-nginx)\.spec\.ts$/;
/**
 * Specs whose tests spend much of their time waiting on real time with the CPU idle: a service
 * worker's install and update, the Auth emulator's round trips, the app's own time limits (a
 * launch, a rescue claim). They run first (see `projects`).
 */
const WAITING = /(pwa-update|pwa-offline|pwa-install|social|launch|rewards)\.spec\.ts$/;

/**
 * End-to-end tests in real headless Chromium (Debian's chromium-headless-shell, and its full
 * chromium where a spec needs the browser's own features: tests/e2e/support/chromium.ts;
 * Playwright's own browser download cannot reach its host here) against the sandbox backend serving the
 * production build in dist/. Each worker starts its own sandbox, so tests never share state. The
 * Firebase Auth emulator runs only for the social sign-in tests (tests/e2e/social.spec.ts).
 */
export default defineConfig<{ server: Server }>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // CI (one run decides whether a change lands) gives a failed test one more try; a test that
  // passes only on its retry is reported as flaky, by name, in npm test's summary
  // (scripts/test.mjs), to be fixed, not ignored. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The standing guards (tests/e2e/support/guards.ts) record what each test watched; the run
  // starts with none (global-setup.ts) and ends with one summary line (guards-reporter.ts). The
  // timings reporter writes build/timings/e2e.json, whose ten slowest files npm test prints.
  globalSetup: './tests/e2e/support/global-setup.ts',
  reporter: [['list'], ['./tests/e2e/support/guards-reporter.ts'], ['./scripts/timings/playwright-reporter.ts']],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: false,
    locale: 'en-US',
    // Motion off (prefers-reduced-motion), as a player may ask for: the headless browser composites
    // in software, and an idle home with its marquee running and banners sliding keeps a third of a
    // core busy (0.36 CPU-s a second at Lucky VN, 0.16 with motion off). The tests about motion
    // ask for it (lobby.spec.ts: banners slide by themselves when motion is welcome).
    reducedMotion: 'reduce',
    trace: 'off',
    // No service worker unless the test is about it (test.use({ serviceWorkers: 'allow' }): the
    // installable-app, offline, update and push specs, and the sweep's push prompt). The app
    // registers its worker a few seconds after load, so without this a test longer than that
    // would switch to the worker part-way, by timing: a check that holds or not depending on how
    // long a test took. Its install also fetches the whole precache: 1.2 CPU-seconds per test
    // (docs/testing.md).
    serviceWorkers: 'block',
  },
  // Every test in the headless shell, but those tagged FULL_BROWSER, which need the full browser.
  // The tests tagged SERVING (they depend on what the web server answers) run once more with
  // Debian's nginx serving the build in front of the sandbox (tests/e2e/support/fixtures.ts), as
  // an operator serves it, beside the parity table (parity.spec.ts).
  //
  // The order is the run's: the workers take tests project by project, in this order. First those
  // that mostly wait (the full browser's push tests, WAITING, then nginx's), while npm test's
  // background steps (typecheck, lint, unit: scripts/test.mjs) still run and use the idle CPU;
  // last the busy rest, the sweep among it, when the end-to-end tests have both cores to themselves.
  projects: [
    { name: 'chromium', grep: fullBrowser, testIgnore: NGINX_ONLY, use: { launchOptions: { executablePath: CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS } } },
    { name: 'headless-shell-waits', testMatch: WAITING, grepInvert: fullBrowser, use: { launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: E2E_CHROMIUM_ARGS } } },
    {
      name: 'nginx',
      grep: new RegExp(SERVING),
      grepInvert: fullBrowser,
      use: { server: 'nginx', launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: E2E_CHROMIUM_ARGS } },
    },
    { name: 'headless-shell', grepInvert: fullBrowser, testIgnore: [NGINX_ONLY, WAITING], use: { launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: E2E_CHROMIUM_ARGS } } },
  ],
});
