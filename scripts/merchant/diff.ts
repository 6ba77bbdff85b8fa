/**
 * `npm run merchant -- diff <a> <b>`: what two merchants do differently, as a table:
 * languages, theme, flags, route access (and whether the screen is offered), promotion targets,
 * overlays and security (cipher scheme, allow-lists). Values are the ones the app uses: the
 * manifest with the schema's defaults, through the runtime's route table and targets.
 *
 *   Aspect                  | goldcrest    | luckyvn
 *   ------------------------+--------------+-------------
 *   languages.default       | EN           | VI
 *   flags.CBS3              | on           | off
 */
import { screenOffered } from '../../src/runtime/screen-rules.ts';
import { line, type Io } from './io.ts';
import { hasDownloadLink, loadMerchant, short, type Merchant } from './merchant-facts.ts';

export const help = `usage: npm run merchant -- diff <a> <b> [--all]

Prints a table of what merchants <a> and <b> do differently: languages, theme, flags (the
manifest defaults; the server's live values win when present), route access, promotion targets,
overlays and security (cipher scheme, allow-lists). --all prints the rows that agree too.

Exit codes: 0 printed, 1 unknown merchant (or an invalid manifest), 2 usage.`;

export type Row = [section: string, aspect: string, a: string, b: string];

export async function run(argv: string[], io: Io): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) return line(io.stdout, help), 0;
  const ids = argv.filter((a) => !a.startsWith('--'));
  if (ids.length !== 2) return line(io.stderr, help), 2;
  const loaded = await Promise.all(ids.map((id) => loadMerchant(io.cwd, id)));
  const failed = loaded.filter((m) => !m.ok);
  if (failed.length) return failed.forEach((m) => !m.ok && line(io.stderr, `diff: ${m.message}`)), 1;
  const [a, b] = loaded as [Merchant, Merchant];
  const rows = compare(a, b).filter((r) => argv.includes('--all') || r[2] !== r[3]);
  if (!rows.length) return line(io.stdout, `${a.id} and ${b.id} do nothing differently.`), 0;
  line(io.stdout, table(['Aspect', a.id, b.id], rows));
  line(io.stdout, `\n${rows.filter((r) => r[2] !== r[3]).length} differences. Flags are defaults: the server's live whitelabelVal wins when present.`);
  return 0;
}

const onOff = (v: unknown) => (v === true ? 'on' : v === false ? 'off' : v === undefined ? '-' : short(v));
const list = (v: readonly string[] | undefined) => (v?.length ? v.join('\n') : '-');

/** Every row, both merchants' values as text ("-": the merchant has none). */
export function compare(a: Merchant, b: Merchant): Row[] {
  const rows: Row[] = [];
  const add = (section: string, aspect: string, f: (m: Merchant) => string) => rows.push([section, aspect, f(a), f(b)]);
  const keys = <T extends object>(f: (m: Merchant) => T | undefined) => [...new Set([...Object.keys(f(a) ?? {}), ...Object.keys(f(b) ?? {})])];

  add('languages', 'default', (m) => m.manifest.languages.default);
  add('languages', 'supported', (m) => m.manifest.languages.supported.join(', '));
  for (const key of keys((m) => m.manifest.theme)) add('theme', key, (m) => String((m.manifest.theme as unknown as Record<string, unknown>)[key] ?? '-'));
  for (const flag of keys((m) => m.manifest.flags)) add('flags', flag, (m) => onOff((m.manifest.flags as unknown as Record<string, boolean>)[flag]));

  const routeIds = [...new Set([...a.manifest.routes, ...b.manifest.routes].map((r) => r.id))];
  for (const id of routeIds) {
    add('routes', id, (m) => {
      const route = m.manifest.routes.find((r) => r.id === id);
      if (!route) return '-';
      const offered = screenOffered(route.screen, m.features) ? '' : ', not offered';
      return `${route.path} ${route.access}${offered}`;
    });
  }
  add('routes', 'home', (m) => `${m.routes.home.path}${m.features.loginRequired ? ' (members only)' : ''}`);

  for (const type of keys((m) => m.targets.promotions)) {
    add('promotions', type, (m) => {
      const target = (m.targets.promotions as Record<string, string | null>)[type];
      if (target === 'download-handler') return hasDownloadLink(m) ? 'app download' : 'nowhere (no download link)';
      return target ?? 'nowhere (hidden)';
    });
  }

  for (const [pointer] of overlayLeaves(a).concat(overlayLeaves(b)).filter(([p], i, all) => all.findIndex(([q]) => q === p) === i)) {
    add('overlays', pointer, (m) => overlayLeaves(m).find(([p]) => p === pointer)?.[1] ?? '-');
  }

  add('security', 'cipher', (m) => (m.manifest.security.cipher === 'DES' ? 'DES (legacy)' : 'AES-GCM (RSA-OAEP + AES-GCM)'));
  add('security', 'redirectAllowList', (m) => list(m.manifest.redirectAllowList));
  add('security', 'downloadOrigins', (m) => list(m.manifest.downloadOrigins));
  add('security', 'chatButton.origins', (m) => list(m.manifest.overlays.chatButton.origins));
  add('security', 'customerService.origins', (m) => list(m.manifest.customerService?.origins));
  add('security', 'analytics.scriptOrigins', (m) => list(m.manifest.analytics?.scriptOrigins));
  add('security', 'geetest.scriptBases', (m) => list(m.manifest.geetest.scriptBases));
  return rows;
}

/** The overlays as `marquee.enabled` → `on`, lists as their route ids or counts. */
function overlayLeaves(m: Merchant): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (path === 'chatButton.origins') return; // under security
    if (Array.isArray(value)) {
      const items = value.map((v: Record<string, unknown>) => String(v.routeId ?? (v.chat ? 'chat' : v.id ?? short(v))));
      out.push([path, items.length ? items.join(', ') : 'none']);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    } else out.push([path, onOff(value)]);
  };
  walk(m.manifest.overlays, '');
  return out;
}

/** A plain-text table; a cell's lines (`\n`) stack in its row. */
export function table(header: [string, string, string], rows: Row[]): string {
  const cells = rows.map(([section, aspect, a, b]) => [`${section}.${aspect}`, a, b]);
  const widths = [0, 1, 2].map((i) => Math.min(60, Math.max(header[i]!.length, ...cells.flatMap((r) => r[i]!.split('\n').map((l) => l.length)))));
  const fit = (text: string, w: number) => (text.length > w ? `${text.slice(0, w - 1)}…` : text.padEnd(w));
  const render = (r: string[]) => {
    const parts = r.map((c) => c.split('\n'));
    const height = Math.max(...parts.map((p) => p.length));
    return Array.from({ length: height }, (_, i) => parts.map((p, c) => fit(p[i] ?? '', widths[c]!)).join(' | ').trimEnd()).join('\n');
  };
  return [render(header), widths.map((w) => '-'.repeat(w)).join('-+-'), ...cells.map(render)].join('\n');
}
