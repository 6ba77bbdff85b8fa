import { FULL_BROWSER } from './support/chromium';
import { expect, sandboxToken, test } from './support/fixtures';
import {
  chunks, clearReportParts, describeFailures, excluded, inspect, routesFor, settled, startAs, sweepLanguages, sweepManifests,
  trackRequests, visit, writeReportPart, type Finding, type Role, type SurfaceResult,
} from './support/surfaces';
import { JOURNEYS, type Sweep } from './support/sweep-journeys';

/**
 * The accessibility and layout sweep: every route of every merchant manifest (as a visitor and as
 * a member) and every overlay the sandbox can bring up, in English and in Urdu / Thai where the
 * merchant offers them. Each surface is loaded once and checked at 390 px, 320 px and 320 px with
 * text at 200% (support/surfaces.ts, support/surface-checks.ts; rules in docs/accessibility.md). The report is written to
 * build/a11y-report.json and build/a11y-report.md; a failure names the surface and each finding.
 */

// The runner loads this file before starting any worker: that is when an earlier run's report
// parts are forgotten (workers have TEST_WORKER_INDEX set and leave them alone).
if (!process.env.TEST_WORKER_INDEX) clearReportParts();

// Motion off, as the run's default (playwright.config.ts): each surface is checked at rest.
test.use({ reducedMotion: 'reduce' });
// No beforeAll or afterAll in this file: with one, Playwright hands a fully parallel file to the
// workers in as many blocks as there are workers (half the sweep each, about 150 s), and the run
// ends with one worker alone finishing its block. Without, each test is handed out on its own.
// The parts are merged into the report by the run's global teardown (support/global-setup.ts).

const MERCHANTS = sweepManifests();
/**
 * Routes per test, at most: each test pays one context and one page load, and a test of 11 routes
 * (about 12 s) still spreads evenly over the workers.
 */
const ROUTES_PER_TEST = 11;

/** Checks the surface on screen, records it, and fails softly (the test goes on to the next surface). */
async function check(s: Sweep, role: Role, surface: string, scope: string | null, started: number): Promise<void> {
  const { findings, minor } = await inspect(s.page, { scope, language: s.language });
  const failing: Finding[] = [];
  const accepted: (Finding & { excludedBecause: string })[] = [];
  for (const f of findings) {
    const reason = excluded(surface, f);
    if (reason) accepted.push({ ...f, excludedBecause: reason });
    else failing.push(f);
  }
  const path = new URL(s.page.url()).pathname;
  const result: SurfaceResult = { merchant: s.m.id, language: s.language, role, surface, path, status: 'checked', findings: failing, minor, ms: Date.now() - started };
  if (accepted.length) result.note = `${accepted.length} excluded finding(s): ${[...new Set(accepted.map((a) => a.excludedBecause))].join('; ')}`;
  s.results.push(result);
  expect.soft(failing, describeFailures(result, failing)).toEqual([]);
}

function record(s: Pick<Sweep, 'm' | 'language' | 'results'>, role: Role, surface: string, status: SurfaceResult['status'], note: string, path = ''): void {
  s.results.push({ merchant: s.m.id, language: s.language, role, surface, path, status, note, findings: [], minor: [], ms: 0 });
}

// ——— Routes ———

// A role's routes are visited in one loaded app, moving from screen to screen as the app's own
// links do (client-side navigation, support/surfaces.ts `visit`); a test loads a page only for its
// first route and after a screen that left the app (a game opened in the page). Each screen is
// checked once its route's screen is up and complete (`settled`), not after a fixed quiet time.
for (const m of MERCHANTS) {
  for (const language of sweepLanguages(m)) {
    for (const role of ['visitor', 'member'] as const) {
      const groups = chunks(routesFor(m, role), ROUTES_PER_TEST);
      groups.forEach((routes, i) => {
        test(`sweep ${m.id} ${language} ${role}: routes ${routes.map((r) => r.id).join(', ')}`, async ({ page, context, origin, sandbox, control, expectConsoleError }, info) => {
          test.setTimeout(30_000 + routes.length * 10_000);
          const s: Sweep = { page, context, m, language, site: origin(m.id), sandbox, control, expectConsoleError, results: [] };
          try {
            const token = role === 'member' ? await sandboxToken(sandbox, m.merchantCode) : undefined;
            await startAs(page, { language, merchantCode: m.merchantCode, token, quietInstallPrompt: true });
            trackRequests(page);
            for (const route of routes) {
              const started = Date.now();
              await page.setViewportSize({ width: 390, height: 844 });
              await visit(page, `${s.site}${route.path}`);
              await settled(page);
              const landed = new URL(page.url()).pathname;
              if (landed.toLowerCase() !== route.path.toLowerCase()) {
                // The guard sent this role elsewhere: that screen is a surface of its own.
                record(s, role, `route ${route.id}`, 'redirected', `→ ${landed}`, route.path);
                continue;
              }
              await check(s, role, `route ${route.id}`, null, started);
            }
          } finally {
            writeReportPart(`${info.titlePath.join(' ')} ${i}`, s.results);
          }
        });
      });
    }
  }
}

for (const m of MERCHANTS) {
  for (const language of sweepLanguages(m)) {
    for (const journey of JOURNEYS) {
      const missing = journey.missing?.(m);
      if (missing) {
        // Nothing of it here, so no test: the report says why. Written once, by the runner as it
        // loads this file (after it cleared the last run's parts, above).
        if (!process.env.TEST_WORKER_INDEX) {
          const s = { m, language, results: [] as SurfaceResult[] };
          record(s, journey.role, journey.name, 'not applicable', missing);
          writeReportPart(`sweep ${m.id} ${language} ${journey.role} ${journey.name}`, s.results);
        }
        continue;
      }
      test.describe(() => {
        if (journey.userAgent) test.use({ userAgent: journey.userAgent });
        if (journey.serviceWorker) test.use({ serviceWorkers: 'allow' });
        const tag = journey.fullBrowser ? [FULL_BROWSER] : [];
        test(`sweep ${m.id} ${language} ${journey.role}: ${journey.name}`, { tag }, async ({ page, context, origin, sandbox, control, expectConsoleError }, info) => {
          test.setTimeout(60_000);
          const s: Sweep = { page, context, m, language, site: origin(m.id), sandbox, control, expectConsoleError, results: [] };
          try {
            const token = journey.role === 'member' ? await sandboxToken(sandbox, m.merchantCode) : undefined;
            await startAs(page, { language, merchantCode: m.merchantCode, token });
            let started = Date.now();
            await journey.run(s, async (surface, scope) => {
              await check(s, journey.role, surface, scope, started);
              started = Date.now();
            }, (surface, why) => record(s, journey.role, surface, 'not applicable', why));
          } finally {
            writeReportPart(info.titlePath.join(' '), s.results);
          }
        });
      });
    }
  }
}
