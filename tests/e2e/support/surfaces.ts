import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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

export type Role = 'visitor' | 'member';

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
export const isRtl = (language: string) => language === 'UR';

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

/** Splits a list into n nearly equal runs (parallel tests of similar length). */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
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

// ——— Findings ———

export type Check = 'axe' | 'page-overflow' | 'dialog-overflow' | 'off-screen' | 'past-container' | 'target-size' | 'direction';

export interface Finding {
  check: Check;
  /** Where it was seen: 390, 320, or 320 with text at 200%. */
  at: '390' | '320' | '320@200%' | '-';
  target: string;
  detail: string;
}

export interface SurfaceResult {
  merchant: string;
  language: string;
  role: Role;
  surface: string;
  path: string;
  status: 'checked' | 'redirected' | 'not applicable';
  note?: string;
  findings: Finding[];
  /** axe results below serious (moderate, minor): in the report, not failures. */
  minor: { rule: string; impact: string; count: number }[];
  ms: number;
}

/**
 * Findings the sweep knows about and accepts, each with the reason. Matching is by check, by the
 * surface name (regular expression) and by a part of the target or detail. Keep this list short:
 * a layout or axe problem in the product is fixed in the product.
 */
export const EXCLUSIONS: { checks: Check[]; surface: RegExp; match: RegExp; reason: string }[] = [
  {
    checks: ['dialog-overflow', 'past-container', 'off-screen'],
    surface: /^captcha$/,
    match: /./,
    reason: "the captcha dialog is the provider's widget (Geetest), not ours; in the sweep it is the sandbox's stand-in (sandbox/geetest/stand-in.js), which copies the provider's API, not its layout",
  },
];

export function excluded(surface: string, f: Finding): string | null {
  const hit = EXCLUSIONS.find((e) => e.checks.includes(f.check) && e.surface.test(surface) && (e.match.test(f.target) || e.match.test(f.detail)));
  return hit ? hit.reason : null;
}

// ——— Checks ———

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The smallest tap target, in CSS px, each way (WCAG 2.5.5, level AAA; Apple's and Google's guidance). */
export const MIN_TARGET = 44;

interface LayoutOptions {
  scope: string | null;
  targets: boolean;
  minTarget: number;
}

/**
 * Runs in the page. Layout and tap-target findings for what is on screen now:
 * - the document, and each open dialog, does not scroll sideways (scrollWidth <= clientWidth);
 * - no visible element reaches past the viewport's left or right edge (what an ancestor clips
 *   away, e.g. a marquee's hidden text, is not visible and does not count);
 * - no form control or button reaches past the card or dialog it sits in (sideways always; below
 *   its bottom unless something in between scrolls);
 * - tap targets are at least minTarget px each way (see docs/accessibility.md for the rule).
 */
function layoutInPage(o: LayoutOptions): Omit<Finding, 'at'>[] {
  const out: Omit<Finding, 'at'>[] = [];
  const TOL = 1;
  const root = (o.scope ? document.querySelector(o.scope) : document.body) ?? document.body;
  const vw = document.documentElement.clientWidth;
  const describe = (el: Element): string => {
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const role = el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '';
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('placeholder') ?? el.getAttribute('name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls}${role}${name ? ` "${name}"` : ''}`;
  };
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions);
  const hiddenText = (el: Element) => Boolean(el.closest('.sr-only'));
  const scrolls = (v: string) => v === 'auto' || v === 'scroll';
  /** The part of el that ancestors with overflow other than visible leave on screen. */
  const visibleRect = (el: Element) => {
    const r = el.getBoundingClientRect();
    let { left, right, top, bottom } = r;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const ar = a.getBoundingClientRect();
      if (cs.overflowX !== 'visible') {
        left = Math.max(left, ar.left);
        right = Math.min(right, ar.right);
      }
      if (cs.overflowY !== 'visible') {
        top = Math.max(top, ar.top);
        bottom = Math.min(bottom, ar.bottom);
      }
    }
    return { left, right, top, bottom, width: right - left, height: bottom - top };
  };

  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + TOL) out.push({ check: 'page-overflow', target: 'document', detail: `scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth}` });
  for (const d of document.querySelectorAll('[role=dialog], [role=alertdialog]')) {
    if (!visible(d)) continue;
    if (d.scrollWidth > d.clientWidth + TOL) out.push({ check: 'dialog-overflow', target: describe(d), detail: `scrollWidth ${d.scrollWidth} > clientWidth ${d.clientWidth}` });
  }

  const reported = new Set<Element>();
  for (const el of root.querySelectorAll('*')) {
    if (!visible(el) || hiddenText(el)) continue;
    const v = visibleRect(el);
    if (v.width <= 0 || v.height <= 0) continue;
    if (v.right > vw + TOL || v.left < -TOL) {
      if (el.parentElement && reported.has(el.parentElement)) {
        reported.add(el);
        continue;
      }
      reported.add(el);
      out.push({ check: 'off-screen', target: describe(el), detail: `spans x ${Math.round(v.left)}..${Math.round(v.right)} in a ${vw} px viewport` });
    }
  }

  const controls = 'input:not([type=hidden]), select, textarea, button, [role=tab], [role=button], a.btn';
  for (const el of root.querySelectorAll(controls)) {
    if (!visible(el) || hiddenText(el)) continue;
    const box = el.parentElement?.closest('[role=dialog], [role=alertdialog], .card, .dialog');
    if (!box) continue;
    let sideways = false;
    let down = false;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (scrolls(cs.overflowX)) sideways = true;
      if (scrolls(cs.overflowY)) down = true;
      if (a === box) break;
    }
    const r = el.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const past: string[] = [];
    if (!sideways && r.right > b.right + TOL) past.push(`right by ${Math.round(r.right - b.right)} px`);
    if (!sideways && r.left < b.left - TOL) past.push(`left by ${Math.round(b.left - r.left)} px`);
    if (!down && r.bottom > b.bottom + TOL) past.push(`bottom by ${Math.round(r.bottom - b.bottom)} px`);
    if (past.length) out.push({ check: 'past-container', target: describe(el), detail: `past its ${describe(box).slice(0, 60)}: ${past.join(', ')}` });
  }

  if (o.targets) {
    const candidates = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=option]';
    for (const el of root.querySelectorAll(candidates)) {
      if (!visible(el) || hiddenText(el)) continue;
      // Inline exception (WCAG 2.5.8): a link that is part of a sentence, i.e. displayed inline
      // in a block whose text is more than the link's own.
      if ((el.tagName === 'A' || el.getAttribute('role') === 'link') && getComputedStyle(el).display === 'inline') {
        const block = el.parentElement;
        const own = (el as HTMLElement).innerText.trim();
        if (block && block.innerText.trim().length > own.length) continue;
      }
      // A checkbox or radio is tapped through its label too: the target is the label around it.
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) target = el.closest('label') ?? el.labels?.[0] ?? el;
      const r = target.getBoundingClientRect();
      if (r.width + 0.5 < o.minTarget || r.height + 0.5 < o.minTarget) {
        out.push({ check: 'target-size', target: describe(el), detail: `${Math.round(r.width * 10) / 10}×${Math.round(r.height * 10) / 10} px, below ${o.minTarget}×${o.minTarget}` });
      }
    }
  }
  return out;
}

/**
 * Text at 200%, emulated: every element's computed font size is doubled (an inline !important
 * font-size of twice the px value it had). This is what a text-only zoom does (Firefox's "zoom
 * text only", Safari's and Android's text size settings); the product's CSS sets font sizes in px,
 * so doubling the root font size or Chromium's default font size would change nothing, and
 * Chromium's page zoom scales everything (at 320 px that is a 160 px layout, not a text test).
 */
function doubleTextInPage(): void {
  const all = [...document.querySelectorAll<HTMLElement>('body, body *')];
  const sizes = all.map((el) => parseFloat(getComputedStyle(el).fontSize));
  const before = all.map((el) => [el.style.getPropertyValue('font-size'), el.style.getPropertyPriority('font-size')] as const);
  all.forEach((el, i) => el.style.setProperty('font-size', `${sizes[i]! * 2}px`, 'important'));
  (window as unknown as { sweepUndoText: () => void }).sweepUndoText = () => all.forEach((el, i) => {
    const [value, priority] = before[i]!;
    if (value) el.style.setProperty('font-size', value, priority);
    else el.style.removeProperty('font-size');
  });
}

/**
 * axe-core, minified, in the version @axe-core/playwright depends on (its rule set is the one the
 * sweep runs). The builder would evaluate its unminified copy (1.5 MB) twice in the page and once in
 * every frame for each surface, about a second of a slow machine's CPU each time; `withAxe` puts it
 * in each document of the page once, and the builder is given a script that only finds it there.
 */
const requireHere = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(requireHere.resolve('axe-core/axe.min.js', { paths: [dirname(requireHere.resolve('@axe-core/playwright'))] }), 'utf8');
const AXE_IN_PAGE = 'void window.axe;';

/** Evaluates axe-core in each document of the page that does not have it yet (a frame that refuses is left out, as the builder leaves it). */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => !('axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
}

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

export interface InspectOptions {
  /** Checks only this part of the page (an overlay); null: the whole page. */
  scope: string | null;
  language: string;
}

/**
 * Every check on the surface on screen now, at 390 px (axe, direction, layout, tap targets), then
 * resized (no reload) to 320 px (layout, tap targets), then with text at 200% at 320 px (layout).
 * Afterwards the page is as it was (text size and 390 px), so a next state can be checked in it.
 */
export async function inspect(page: Page, o: InspectOptions): Promise<{ findings: Finding[]; minor: SurfaceResult['minor'] }> {
  const findings: Finding[] = [];
  const minor: SurfaceResult['minor'] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  await frames(page);

  const dir = await page.evaluate(() => document.documentElement.getAttribute('dir') ?? 'ltr');
  const wantDir = isRtl(o.language) ? 'rtl' : 'ltr';
  if (dir !== wantDir) findings.push({ check: 'direction', at: '-', target: 'html', detail: `dir="${dir}", expected "${wantDir}" for ${o.language}` });

  // Legacy mode: axe.run in the page itself. The default (runPartial per frame, then finishRun in
  // a blank page the builder opens) costs a page per surface; the app has no frames to merge.
  // axe-core is put in each document once (withAxe), not evaluated again for every surface.
  await withAxe(page);
  let axe = new AxeBuilder({ page, axeSource: AXE_IN_PAGE }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (o.scope) axe = axe.include(o.scope);
  const result = await axe.analyze();
  for (const v of result.violations) {
    if (v.impact && FAILING_IMPACTS.has(v.impact)) {
      for (const node of v.nodes) {
        findings.push({ check: 'axe', at: '390', target: node.target.join(' '), detail: `${v.id} (${v.impact}): ${node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? v.help}` });
      }
    } else {
      minor.push({ rule: v.id, impact: v.impact ?? 'unknown', count: v.nodes.length });
    }
  }

  const opts: LayoutOptions = { scope: o.scope, targets: true, minTarget: MIN_TARGET };
  for (const f of await page.evaluate(layoutInPage, opts)) findings.push({ ...f, at: '390' });
  await page.setViewportSize({ width: 320, height: 700 });
  await frames(page);
  for (const f of await page.evaluate(layoutInPage, opts)) findings.push({ ...f, at: '320' });
  await page.evaluate(doubleTextInPage);
  await frames(page);
  for (const f of await page.evaluate(layoutInPage, { ...opts, targets: false })) findings.push({ ...f, at: '320@200%' });
  await page.evaluate(() => (window as unknown as { sweepUndoText: () => void }).sweepUndoText());
  await page.setViewportSize({ width: 390, height: 844 });
  return { findings: dedupe(findings), minor };
}

/** The same problem seen at several widths is one line per width; the same line twice is one. */
function dedupe(list: Finding[]): Finding[] {
  const seen = new Set<string>();
  return list.filter((f) => {
    const key = `${f.check}|${f.at}|${f.target}|${f.detail}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function describeFailures(r: SurfaceResult, findings: Finding[]): string {
  return [`${r.surface} — ${r.merchant} ${r.language} ${r.role} (${r.path}): ${findings.length} finding(s)`, ...findings.map((f) => `  [${f.check} @${f.at}] ${f.target}: ${f.detail}`)].join('\n');
}

// ——— Report ———

export const REPORT_DIR = 'build/a11y-report';
const PARTS = join(REPORT_DIR, 'parts');

/** Forgets the parts of an earlier run (called once, by the runner, before any worker starts). */
export function clearReportParts(): void {
  rmSync(PARTS, { recursive: true, force: true });
}

export function writeReportPart(name: string, results: SurfaceResult[]): void {
  mkdirSync(PARTS, { recursive: true });
  writeFileSync(join(PARTS, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(results));
}

/** Merges every part into build/a11y-report.json and build/a11y-report.md. */
export function mergeReport(): void {
  let files: string[];
  try {
    files = readdirSync(PARTS).filter((f) => f.endsWith('.json'));
  } catch {
    return;
  }
  const results: SurfaceResult[] = files.flatMap((f) => {
    try {
      return JSON.parse(readFileSync(join(PARTS, f), 'utf8')) as SurfaceResult[];
    } catch {
      return [];
    }
  });
  const order = (r: SurfaceResult) => `${r.merchant} ${r.language} ${r.role} ${r.surface}`;
  results.sort((a, b) => order(a).localeCompare(order(b)));
  const checked = results.filter((r) => r.status === 'checked');
  const failing = checked.filter((r) => r.findings.length > 0);
  const summary = {
    generatedAt: new Date().toISOString(),
    surfaces: results.length,
    checked: checked.length,
    withFindings: failing.length,
    findings: failing.reduce((n, r) => n + r.findings.length, 0),
  };
  writeFileSync('build/a11y-report.json', JSON.stringify({ summary, results }, null, 2));

  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const md = [
    '# Accessibility and layout sweep',
    '',
    `${summary.generatedAt}: ${summary.surfaces} surfaces, ${summary.checked} checked, ${summary.withFindings} with findings (${summary.findings} findings). Rules: docs/accessibility.md.`,
    '',
    '## Findings',
    '',
    failing.length === 0 ? 'None.' : '| Merchant | Language | Role | Surface | Check | At | Target | Detail |\n|---|---|---|---|---|---|---|---|',
    ...failing.flatMap((r) => r.findings.map((f) => `| ${r.merchant} | ${r.language} | ${r.role} | ${cell(r.surface)} | ${f.check} | ${f.at} | ${cell(f.target)} | ${cell(f.detail)} |`)),
    '',
    '## Surfaces',
    '',
    '| Merchant | Language | Role | Surface | Path | Status | Findings | Minor axe results | ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.merchant} | ${r.language} | ${r.role} | ${cell(r.surface)} | ${cell(r.path)} | ${r.status}${r.note ? `: ${cell(r.note)}` : ''} | ${r.findings.length} | ${r.minor.map((m) => `${m.rule} (${m.impact}) ×${m.count}`).join(', ')} | ${r.ms} |`),
    '',
  ].join('\n');
  writeFileSync('build/a11y-report.md', md);
}
