import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Role } from './surface-checks';
import { screenCatalogue } from '../../../src/flows/screens';
import { buildRouteTable, type RouteEntry } from '../../../src/runtime/steps/build-route-table';

/**
 * The accessibility and layout sweep's building blocks (tests/e2e/sweep.spec.ts; the rules are
 * written down in docs/accessibility.md):
 * - which surfaces exist: every route of every merchant manifest, read at test time through the
 *   runtime's own route table, so a screen added to a manifest joins the sweep with no test change;
 * - the checks run on one loaded surface (axe, layout at 390 and 320 px, tap targets, 200% text);
 * - the report under build/ (one part per test, merged into build/a11y-report.json and .md).
 */

// ——— Surfaces ———

export interface SweepManifest {
  id: string;
  merchantCode: string;
  languages: { default: string; supported: string[] };
  flags: Record<string, boolean>;
  routes: RouteEntry[];
  downloadLinks?: Record<string, string>;
  overlays?: { downloadBar?: { enabled?: boolean }; welcome?: { enabled?: boolean } };
  firebase?: unknown;
}


export function sweepManifests(dir = 'merchants'): SweepManifest[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name, 'manifest.json'))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    })
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as SweepManifest)
    .sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * English for every merchant (the language the reviewers read), plus the two languages that stress
 * the layout differently: Urdu (right to left) and Thai (tall glyphs, long words without spaces),
 * wherever the merchant offers them.
 */
export const EXTRA_LANGUAGES = ['UR', 'TH'] as const;
export function sweepLanguages(m: SweepManifest): string[] {
  return ['EN', ...EXTRA_LANGUAGES].filter((l) => m.languages.supported.includes(l));
}

/**
 * Public screens a member sees exactly as a visitor does (their flows' screens.ts say so, and why:
 * `sameForMember`): the visitor's sweep checks them, and the member's does not check them again. Every other public screen is checked in both roles, because a
 * member sees something else on it (the header's balance and member links on home, the bottom bar's
 * chat badge, the register page's signed-in state, the member's own announcements and invite link, the chat
 * launched with the member's identity, the promotions' claim state). Kept honest by
 * tests/e2e/sweep-plan.spec.ts, which loads each of these as both and compares what is on screen.
 */
export const SAME_FOR_MEMBER: Record<string, string> = Object.fromEntries(screenCatalogue.flatMap((s) => (s.sameForMember ? [[s.id, s.sameForMember]] : [])));
/**
 * The merchants where those screens are the same for a member. Not Siam Spin: it shows a member its
 * customer-service lists and the mini game on every page, public ones included, so its member pass
 * checks every route (sweep-plan.spec.ts found the difference on its login page).
 */
export const SAME_FOR_MEMBER_AT = new Set(['goldcrest', 'luckyvn']);
export const sameForMember = (m: SweepManifest, r: RouteEntry): boolean => r.access === 'public' && r.screen in SAME_FOR_MEMBER && SAME_FOR_MEMBER_AT.has(m.id);

/**
 * The routes a role visits. A visitor visits the public ones: the guard sends a visitor on a member
 * route to the login page (or home for member-else-home), which are surfaces of their own, so
 * visiting them again would only check the same screen twice. A member visits every route but the
 * public ones a member sees as a visitor does (SAME_FOR_MEMBER).
 */
export function routesFor(m: SweepManifest, role: Role): RouteEntry[] {
  const { routes } = buildRouteTable(m.routes);
  return role === 'member'
    ? routes.filter((r) => !sameForMember(m, r))
    : routes.filter((r) => r.access === 'public');
}

/**
 * Splits a list into as few runs of at most `size` as it takes, of nearly equal length (parallel
 * tests of similar length, and no short run that pays a page load for two routes).
 *
 *   chunks([1..20], 11) → two runs of 10;  chunks([1..23], 11) → runs of 8, 8, 7
 */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const runs = Math.ceil(list.length / size);
  const out: T[][] = [];
  for (let r = 0, start = 0; r < runs; r++) {
    const length = Math.ceil((list.length - start) / (runs - r));
    out.push(list.slice(start, start + length));
    start += length;
  }
  return out;
}

/** A session as the app stores it after a login (sessionStorage "session-info"). */
export async function startAs(page: Page, opts: { language: string; merchantCode: string; token?: string; quietInstallPrompt?: boolean }): Promise<void> {
  await page.addInitScript((o) => {
    // The app's documents only: a framed page (the chat, a trial game) is someone else's, and a
    // sandboxed frame's first empty document may not touch storage at all.
    if (window !== window.top) return;
    // The sweep's language, for every document of this page (the app reads the stored choice).
    localStorage.setItem('language', o.language);
    if (o.token && !sessionStorage.getItem('session-info')) {
      sessionStorage.setItem('session-info', JSON.stringify({ id: '1', token: o.token, merchantCode: o.merchantCode, userName: 'demo', type: 0, firstTimeLogin: false }));
    }
    // Route surfaces: the add-to-home-screen prompt (its own surface) would otherwise come 2 s
    // after landing on home, in the middle of the checks.
    if (o.quietInstallPrompt) sessionStorage.setItem('a2hs-skipped', '1');
  }, opts);
}

/**
 * Counts the requests a page (its frames included) has in flight, as Playwright sees them. Call
 * once per page, before it navigates: `settled` waits for the count to be zero.
 */
const inFlight = new WeakMap<Page, () => number>();
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<object>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  inFlight.set(page, () => open.size);
}

const twoFrames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))));

/**
 * How many times the document's content has changed (elements or text added, removed or
 * rewritten; not attributes, which a carousel's or a marquee's motion changes all the time),
 * counted from the first call in this document on.
 */
const contentChanges = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __sweepChanges?: { n: number } };
  if (!w.__sweepChanges) {
    const count = { n: 0 };
    new MutationObserver((records) => { count.n += records.length; }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    w.__sweepChanges = count;
  }
  return w.__sweepChanges.n;
});

/** What the app shows while something loads: a screen's spinner, the loading overlay, a skeleton. */
const LOADING = '.spinner-page, .overlay--loading, .mc-skeleton';

/**
 * The app has put up a route's screen and it is complete: the route view has committed a screen
 * (the app names it on the document: `<html data-screen="<route id>">`, app/route-view.tsx), the
 * HTML shell is gone, no loading indicator is on screen, and then the page is quiet: across two
 * frames nothing the page asked for was in flight and the document's content did not change (a
 * part that comes after the first paint, such as a lazily loaded list, has started, loaded and
 * rendered, however long each step took on a busy machine), and the fonts are loaded. Returns the
 * screen's route id.
 */
export async function settled(page: Page): Promise<string> {
  await page.waitForFunction((loading) => Boolean(document.documentElement.dataset.screen) && !document.querySelector(`#root[data-shell], ${loading}`), LOADING);
  const pending = inFlight.get(page);
  let changes = await contentChanges(page);
  for (;;) {
    await twoFrames(page);
    if (pending && pending() > 0) await expect.poll(pending, { timeout: 15_000, intervals: [20, 50, 100] }).toBe(0);
    const now = await contentChanges(page);
    if (now === changes && (!pending || pending() === 0)) break;
    changes = now;
  }
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
  // A part that arrived while the fonts loaded may have put a loader up again.
  await page.waitForFunction((loading) => !document.querySelector(loading), LOADING);
  return page.evaluate(() => document.documentElement.dataset.screen ?? '');
}

/**
 * Goes to an app path inside the loaded app, as its own links do (history.pushState, which the
 * router follows), when the page shows the app at that origin; otherwise loads the page.
 */
export async function visit(page: Page, url: string): Promise<'in app' | 'loaded'> {
  const target = new URL(url);
  const inApp = await page.evaluate((origin) => location.origin === origin && Boolean(document.documentElement.dataset.screen), target.origin).catch(() => false);
  if (!inApp) {
    await page.goto(url);
    return 'loaded';
  }
  await page.evaluate((path) => {
    delete document.documentElement.dataset.screen;
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, target.pathname + target.search);
  return 'in app';
}

export * from './surface-checks';
export * from './surface-report';
