import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The sweep's checks on one loaded surface (axe, layout at 390 and 320 px, tap targets, 200 %
 * text) and what they find; rules in docs/accessibility.md. Re-exported by surfaces.ts.
 */

export type Role = 'visitor' | 'member';
export const isRtl = (language: string) => language === 'UR';

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
/**
 * The axe rules a second language can change the outcome of: what text says (every accessible
 * name and label, a page's title) and which language the document says it is in. In Urdu and Thai
 * the sweep runs these only: the same components render the same roles, ARIA, structure and
 * colours in every language, and the English pass of the same surface runs every rule of AXE_TAGS
 * on them. The layout checks (direction, page and dialog overflow, off-screen, past-container,
 * target size: what longer words change) run in every language.
 */
export const LANGUAGE_RULES = [
  'aria-command-name', 'aria-input-field-name', 'aria-meter-name', 'aria-progressbar-name', 'aria-tab-name', 'aria-toggle-field-name', 'aria-tooltip-name',
  'button-name', 'document-title', 'frame-title', 'image-alt', 'input-button-name', 'input-image-alt', 'label', 'label-content-name-mismatch',
  'link-name', 'role-img-alt', 'select-name', 'summary-name', 'svg-img-alt', 'area-alt', 'object-alt',
  'html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang',
] as const;
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
  // options() replaces what withTags/withRules set, so it comes first. label-content-name-mismatch
  // (WCAG 2.5.3: a control's name contains the words it shows) is one of axe's experimental rules,
  // which the tags leave out: enabled by name, it runs in every language. axe's target-size (24 px,
  // WCAG 2.5.8) is off: the layout check's own (44 px, below) is stricter, and it was a fifth of
  // axe's time on a surface.
  let axe = new AxeBuilder({ page, axeSource: AXE_IN_PAGE }).setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: false } } });
  axe = o.language === 'EN' ? axe.withTags(AXE_TAGS) : axe.withRules([...LANGUAGE_RULES]);
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
