/**
 * `npm run merchant -- preview [ids...]`: a contact sheet of every merchant's key screens, in
 * real Chromium at a phone viewport (360×780), against the sandbox serving the build in dist/
 * (run `npx vite build` first). Overlays, maintenance and access denied come from the sandbox's
 * scenario switches; nothing is mocked in the browser.
 *
 *   npm run merchant -- preview                    every merchant, every screen
 *   npm run merchant -- preview goldcrest luckyvn
 *   → build/contact-sheet/index.html (merchant × screen, each captioned with route, language and
 *     the time to first paint), the PNGs beside it
 *
 * Each merchant is shot in its default language and in one right-to-left language it offers (UR).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { textDirection, type Language } from '../../src/lib/i18n/languages.ts';
import { quietPopups } from '../../sandbox/quiet-popups.ts';
import { sandboxClient } from '../../sandbox/sandbox-client.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.ts';
import { line, type Io } from './io.ts';
import { loadMerchant, merchantIds, type Merchant } from './merchant-facts.ts';

export const help = `usage: npm run merchant -- preview [ids...] [--dist dist] [--out build/contact-sheet]

Renders every merchant's key screens (or those of the ids given) in Chromium at 360×780 against
the sandbox serving the build (run \`npx vite build\` first), in the merchant's default language
and in one right-to-left language where it offers one, and writes a contact sheet:
build/contact-sheet/index.html, merchant × screen, each shot captioned with route, language and
the time to first paint.

Screens: home (visitor), login, register, member home, game lobby, activity list,
maintenance, access denied, announcement popup, install prompt.

Exit codes: 0 written, 1 unknown merchant, no build, or a screen that did not render; 2 usage.`;

/** What a screen needs from the sandbox and where its shot is taken. */
export interface ScreenSpec {
  id: string;
  title: string;
  /** The route's screen id (manifest `screen`) to open. */
  screen: string;
  /** Open it with a member's token (also when the route is members-only). */
  member?: boolean;
  /** Scenario switches for this shot (POST /__sandbox/scenario `set`). */
  scenario?: Record<string, unknown>;
  /** What must be visible before the shot, beyond the app having taken over from the shell. */
  waitFor?: string;
}

export const SCREENS: readonly ScreenSpec[] = [
  { id: 'home', title: 'Home (visitor)', screen: 'home' },
  { id: 'login', title: 'Log in', screen: 'login' },
  { id: 'register', title: 'Register', screen: 'register' },
  { id: 'member-home', title: 'Member home', screen: 'memberHome', member: true },
  { id: 'lobby', title: 'Game lobby', screen: 'game' },
  { id: 'activity', title: 'Activity list', screen: 'activity' },
  { id: 'maintenance', title: 'Maintenance', screen: 'home', scenario: { maintenance: { end: null } }, waitFor: '#maintenance-title' },
  { id: 'access-denied', title: 'Access denied', screen: 'home', scenario: { regionRestriction: true }, waitFor: '#access-denied-title' },
  { id: 'popup', title: 'Announcement popup', screen: 'home', scenario: { popups: null }, waitFor: '[data-testid="announcement-popup"]' },
  { id: 'install', title: 'Install prompt', screen: 'home', scenario: { flags: { A2HS3: true }, thresholds: { a2hsMaxCloseTimes: 99, a2hsDepositTimes: -1 } }, waitFor: '.a2hs-title' },
];

export interface Shot {
  merchant: string;
  screen: ScreenSpec;
  language: Language;
  /** The path the page ended on (after the guard's redirect, if any). */
  route: string;
  /** First contentful paint, ms from navigation start. */
  paintMs: number | null;
  /** When the screen (or its overlay) was ready for the shot, ms from navigation start. */
  readyMs: number;
  file: string;
  error?: string;
}

export interface SheetOptions {
  /** Repository root (merchants/). */
  root: string;
  ids: string[];
  screens?: readonly ScreenSpec[];
  /** `false`: the default language only. */
  rtl?: boolean;
  outDir: string;
  /** A running sandbox on the build (the e2e fixture's); else one is started on `distDir`. */
  sandbox?: { url: string; port: number };
  distDir?: string;
  /** A launched Chromium (the e2e fixture's); else Debian's Chromium is launched. */
  browser?: Browser;
  onProgress?: (done: number, total: number, label: string) => void;
}

/** The languages a merchant is shot in: its default, and its first right-to-left one. */
export function sheetLanguages(m: Merchant, rtl = true): Language[] {
  const { default: first, supported } = m.manifest.languages;
  const rtlLanguage = supported.find((l) => textDirection(l) === 'rtl' && l !== first);
  return rtl && rtlLanguage ? [first, rtlLanguage] : [first];
}

export async function renderContactSheet(options: SheetOptions): Promise<Shot[]> {
  const merchants: Merchant[] = [];
  for (const id of options.ids) {
    const m = await loadMerchant(options.root, id);
    if (!m.ok) throw new Error(m.message);
    merchants.push(m);
  }
  const screens = options.screens ?? SCREENS;
  const started = options.sandbox ? null : await startSandbox({ staticDir: options.distDir ?? 'dist', merchantsDir: join(options.root, 'merchants'), scenarios: quietPopups(join(options.root, 'merchants')) });
  const sandbox = options.sandbox ?? started!;
  const browser = options.browser ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  rmSync(options.outDir, { recursive: true, force: true });
  mkdirSync(options.outDir, { recursive: true });
  const jobs = merchants.flatMap((m) => sheetLanguages(m, options.rtl).flatMap((language) => screens.map((screen) => ({ m, language, screen }))));
  const shots: Shot[] = [];
  try {
    for (const [i, { m, language, screen }] of jobs.entries()) {
      options.onProgress?.(i, jobs.length, `${m.id} ${language} ${screen.title}`);
      shots.push(await shoot(browser, sandbox, m, language, screen, options.outDir));
    }
    options.onProgress?.(jobs.length, jobs.length, 'done');
  } finally {
    if (!options.browser) await browser.close();
    await started?.close();
  }
  writeFileSync(join(options.outDir, 'index.html'), sheetHtml(shots, merchants, screens));
  return shots;
}

async function control(sandboxUrl: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  if (!response.ok) throw new Error(`sandbox ${path}: HTTP ${response.status}`);
}

async function memberToken(sandboxUrl: string, m: Merchant): Promise<string> {
  const answer = await sandboxClient(sandboxUrl, m.manifest.merchantCode).post<{ value?: { token?: string } }>(
    '/wps/session/login', { username: 'demo', password: 'demo1234', type: 'username' }, { encrypt: m.manifest.security.cipher },
  );
  const token = (answer as { value?: { token?: string } }).value?.token;
  if (!token) throw new Error(`${m.id}: the sandbox gave demo no token`);
  return token;
}

async function shoot(browser: Browser, sandbox: { url: string; port: number }, m: Merchant, language: Language, screen: ScreenSpec, outDir: string): Promise<Shot> {
  // Every shot starts from the seed: no session, no scenario but this one's.
  await control(sandbox.url, 'reset');
  if (screen.scenario) await control(sandbox.url, 'scenario', { merchant: m.manifest.merchantCode, set: screen.scenario });
  const route = m.manifest.routes.find((r) => r.screen === screen.screen) ?? m.routes.home;
  // A members-only route (or home, for the overlays a member sees) opens with the demo member's token.
  const needsMember = screen.member || (route.access !== 'public' && screen.id !== 'home');
  const query = new URLSearchParams({ language });
  if (needsMember) query.set('token', await memberToken(sandbox.url, m));
  const file = `${m.id}-${language}-${screen.id}.png`;
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 1, locale: 'en-US' });
  const page = await context.newPage();
  try {
    const start = Date.now();
    await page.goto(`http://${m.id}.localhost:${sandbox.port}${route.path}?${query}`);
    await page.locator(screen.waitFor ?? '#root:not([data-shell]) .screen').first().waitFor({ state: 'visible', timeout: 15_000 });
    const readyMs = Date.now() - start;
    // Let images and late texts land (the lobby's tiles, the popup's picture), at most 3 s.
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(outDir, file) });
    return { merchant: m.id, screen, language, route: new URL(page.url()).pathname, paintMs: await firstPaint(page), readyMs, file };
  } catch (error) {
    await page.screenshot({ path: join(outDir, file) }).catch(() => undefined);
    return { merchant: m.id, screen, language, route: new URL(page.url()).pathname, paintMs: null, readyMs: 0, file, error: (error as Error).message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

const firstPaint = (page: Page): Promise<number | null> =>
  page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return entry ? Math.round(entry.startTime) : null;
  });

const esc = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function sheetHtml(shots: Shot[], merchants: Merchant[], screens: readonly ScreenSpec[]): string {
  const rows = merchants.flatMap((m) =>
    sheetLanguages(m, shots.some((s) => s.merchant === m.id && textDirection(s.language) === 'rtl')).map((language) => {
      const cells = screens.map((screen) => {
        const shot = shots.find((s) => s.merchant === m.id && s.language === language && s.screen.id === screen.id);
        if (!shot) return '<td></td>';
        const timing = `${shot.paintMs === null ? 'no paint' : `paint ${shot.paintMs} ms`}, ready ${shot.readyMs} ms`;
        return `<td data-merchant="${m.id}" data-screen="${screen.id}" data-language="${language}"${shot.error ? ' class="failed"' : ''}>
  <img src="${esc(shot.file)}" width="180" height="390" alt="${esc(`${m.manifest.displayName}, ${screen.title}, ${language}`)}" loading="lazy">
  <p><code>${esc(shot.route)}</code> · ${language} · ${timing}${shot.error ? `<br><strong>${esc(shot.error)}</strong>` : ''}</p>
</td>`;
      });
      return `<tr><th scope="row">${esc(m.manifest.displayName)}<br><small>${m.id} · ${language}${textDirection(language) === 'rtl' ? ' (RTL)' : ''}</small></th>\n${cells.join('\n')}</tr>`;
    }),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Contact sheet: every merchant's key screens</title>
<style>
  body { font: 13px/1.4 system-ui, sans-serif; margin: 16px; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ddd; padding: 6px; vertical-align: top; text-align: left; }
  td img { display: block; border: 1px solid #ccc; }
  td p { margin: 4px 0 0; max-width: 180px; }
  td.failed { background: #fde8e8; }
  thead th { position: sticky; top: 0; background: #fff; }
</style>
</head>
<body>
<h1>Contact sheet</h1>
<p>Each merchant's key screens at 360×780 in Chromium against the sandbox, in its default language and in a right-to-left one where offered. Caption: the route the page ended on, the language, the first contentful paint and when the screen was ready (ms from navigation). Made by <code>npm run merchant -- preview</code> on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.</p>
<table>
<thead><tr><th>Merchant</th>${screens.map((s) => `<th scope="col">${esc(s.title)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}

export async function run(argv: string[], io: Io): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) return line(io.stdout, help), 0;
  const option = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const valued = new Set(['--dist', '--out'].flatMap((name) => (argv.includes(name) ? [argv.indexOf(name) + 1] : [])));
  const ids = argv.filter((a, i) => !a.startsWith('--') && !valued.has(i));
  if (argv.some((a) => a.startsWith('--') && !['--dist', '--out'].includes(a))) return line(io.stderr, help), 2;
  const known = merchantIds(io.cwd);
  for (const id of ids) {
    const m = await loadMerchant(io.cwd, id);
    if (!m.ok) return line(io.stderr, `preview: ${m.message}`), 1;
  }
  const distDir = join(io.cwd, option('--dist') ?? 'dist');
  if (!existsSync(join(distDir, 'm', 'index.html'))) return line(io.stderr, `preview: no build in ${distDir} (run \`npx vite build\` first)`), 1;
  const outDir = join(io.cwd, option('--out') ?? 'build/contact-sheet');
  const progress = (done: number, total: number, label: string) => {
    const text = `[${String(done).padStart(String(total).length)}/${total}] ${label}`;
    // On a terminal one line rewritten in place; elsewhere one line per screen.
    if (io.isTTY) process.stderr.write(`\r\x1b[2K${text}${done === total ? '\n' : ''}`);
    else io.stderr(text);
  };
  const shots = await renderContactSheet({ root: io.cwd, ids: ids.length ? ids : known, outDir, distDir, onProgress: progress });
  const failed = shots.filter((s) => s.error);
  for (const s of failed) line(io.stderr, `preview: ${s.merchant} ${s.language} ${s.screen.title}: ${s.error}`);
  line(io.stdout, `${shots.length} screens, ${failed.length} failed: ${join(outDir, 'index.html')}`);
  return failed.length ? 1 : 0;
}
