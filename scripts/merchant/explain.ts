/**
 * `npm run merchant -- explain <id> [routeId|path|flag|promotionType]`: one merchant in plain
 * words, every answer computed by the runtime's own functions (route table, guard, feature set,
 * promotion targets, the promotion page's go-to rules), so what it says is what the app does.
 *
 *   explain goldcrest                 a summary of the merchant
 *   explain goldcrest memberHome      who reaches the route, and what leads there
 *   explain goldcrest /m/index.html   which route a path is (or that it falls back to home)
 *   explain goldcrest CBS3            what the flag changes, and who decides its value
 *   explain goldcrest DEPOSIT         where the promotion's button leads, for whom
 */
import { guardRoute, type GuardDecision } from '../../src/runtime/steps/guard.ts';
import type { MerchantManifest, PromotionType } from '../../src/runtime/merchant-manifest.generated.ts';
import { screenOffered } from '../../src/runtime/screen-rules.ts';
import { resolveFeatures, type FeatureSet } from '../../src/runtime/steps/resolve-features.ts';
import { goToButton, type GoTo, type GoToPlayer } from '../../src/flows/promotions/node.ts';
import { textDirection } from '../../src/lib/i18n/languages.ts';
import { suggest } from '../lib/manifest-check/did-you-mean.ts';
import { line, type Io } from './io.ts';
import { filledDefaults, hasDownloadLink, loadMerchant, short, statusWith, type Merchant, type Route } from './merchant-facts.ts';
import { schemaDefinitions } from './schema-facts.ts';

export const help = `usage: npm run merchant -- explain <id> [routeId|path|flag|promotionType]

Says in plain words what a merchant's manifest makes the app do, using the app's own rules:
  <id>                  a summary: languages, home, routes, flags, promotion buttons, overlays,
                        security, and the values the schema's defaults filled in
  <id> <routeId|path>   whether a visitor and a member reach the route, and what leads there
  <id> <FLAG>           what the white-label flag changes, and whether the server's value overrides it
  <id> <PROMOTION_TYPE> where the promotion's go-to button leads, for a visitor and for each member type

Exit codes: 0 explained, 1 unknown merchant or topic (or an invalid manifest), 2 usage.`;

type Flag = keyof MerchantManifest['flags'];

export async function run(argv: string[], io: Io): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) return line(io.stdout, help), 0;
  const [id, topic, ...extra] = argv.filter((a) => !a.startsWith('--'));
  if (!id || extra.length) return line(io.stderr, help), 2;
  const merchant = await loadMerchant(io.cwd, id);
  if (!merchant.ok) return line(io.stderr, `explain: ${merchant.message}`), 1;
  const out = (text = '') => line(io.stdout, text);
  if (topic === undefined) return summary(merchant).forEach((l) => out(l)), 0;
  const found = explainTopic(merchant, topic);
  if (!found) {
    const near = suggest(topic, topics(merchant));
    line(io.stderr, `explain: "${topic}" is no route id, path, flag or promotion type of ${id}${near ? ` (did you mean "${near}"?)` : ''}`);
    return 1;
  }
  found.forEach((l) => out(l));
  return 0;
}

const topics = (m: Merchant): string[] => [...m.manifest.routes.map((r) => r.id), ...Object.keys(m.manifest.flags), ...promotionTypes()];
const promotionTypes = (): PromotionType[] => schemaDefinitions().PromotionType?.enum as PromotionType[];

/**
 * The lines for one topic, or null when the topic is none of the merchant's. An exact name wins
 * over a case-insensitive one: `LOGIN` is the promotion type, `login` the route.
 */
export function explainTopic(m: Merchant, topic: string): string[] | null {
  if (topic.startsWith('/')) return explainPath(m, topic);
  const kinds: [readonly string[], (name: string) => string[]][] = [
    [m.manifest.routes.map((r) => r.id), (id) => explainRoute(m, m.manifest.routes.find((r) => r.id === id)!)],
    [Object.keys(m.manifest.flags), (flag) => explainFlag(m, flag as Flag)],
    [promotionTypes(), (type) => explainPromotion(m, type as PromotionType)],
  ];
  for (const same of [(a: string) => a === topic, (a: string) => a.toLowerCase() === topic.toLowerCase()]) {
    for (const [names, explainOne] of kinds) {
      const name = names.find(same);
      if (name) return explainOne(name);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Routes

const ACCESS_WORDS: Record<Route['access'], string> = {
  public: 'public (anyone)',
  member: 'members only (a visitor is sent to log in)',
  'member-else-home': 'members only (a visitor is sent home, not to log in)',
};

function decisionWords(m: Merchant, decision: GuardDecision): string {
  if (decision.kind === 'allow') return 'reaches it';
  // Readable: the returnTo query decoded.
  const to = decodeURIComponent(decision.to);
  const login = m.routes.pathForScreen('login');
  if (login && to.startsWith(login)) return `is sent to the login page (${to})${to.includes('returnTo') ? ', and a login comes back here' : ''}`;
  return `is sent to ${to === m.routes.home.path ? 'the home page' : to} (${to})`;
}

/** Whether the route's screen is offered, and which live flag would change that. */
function offerLines(m: Merchant, route: Route): string[] {
  const offered = screenOffered(route.screen, m.features);
  const switches = (Object.keys(m.manifest.flags) as Flag[]).filter((flag) => {
    const flipped = resolveFeatures(m.manifest, statusWith({ [flag]: !m.manifest.flags[flag] }));
    return screenOffered(route.screen, flipped) !== offered;
  });
  if (!switches.length) return [`  Offered: ${offered ? 'yes' : 'no'}, whatever the server sends.`];
  const by = switches.map((f) => `${f} (${m.manifest.flags[f] ? 'on' : 'off'} in the manifest)`).join(', ');
  return [
    `  Offered: ${offered ? 'yes' : 'no: opening it by its address shows why it is not there, and nothing leads to it'}; it depends on ${by}.`,
    `    The server's live whitelabelVal wins when present: if it sends ${switches.map((f) => `${f}=${!m.manifest.flags[f]}`).join(', ')}, the screen is ${offered ? 'no longer offered' : 'offered'}.`,
  ];
}

/** What in the manifest leads to the route: bottom navigation, banners, promotion buttons, the chat button's login. */
function entriesTo(m: Merchant, route: Route): string[] {
  const o = m.manifest.overlays;
  const entries: string[] = [];
  o.bottomNav?.items.forEach((item, i) => item.routeId === route.id && entries.push(`bottom navigation item ${i + 1} (${item.icon})`));
  o.banners?.forEach((banner) => banner.routeId === route.id && entries.push(`banner "${banner.id}"`));
  const types = Object.entries(m.manifest.promotionTargets).filter(([, target]) => target === route.id).map(([type]) => type);
  if (types.length) entries.push(`the go-to button of promotion type${types.length > 1 ? 's' : ''} ${types.join(', ')}`);
  if (o.chatButton.enabled && o.chatButton.loginRouteId === route.id) entries.push("the chat button, for a visitor (chat is for members)");
  return entries;
}

function explainRoute(m: Merchant, route: Route): string[] {
  const ctx = { queryToken: null, loginPath: m.routes.pathForScreen('login') ?? m.routes.home.path, homePath: m.routes.home.path, wanted: route.path };
  const visitor = guardRoute(route, { ...ctx, hasStoredSession: false });
  const member = guardRoute(route, { ...ctx, hasStoredSession: true });
  const withToken = guardRoute(route, { ...ctx, hasStoredSession: false, queryToken: 'token' });
  const entries = entriesTo(m, route);
  return [
    `Route "${route.id}" of ${m.id}: ${route.path}${route.aliases?.length ? ` (also ${route.aliases.join(', ')})` : ''}, screen ${route.screen}${route === m.routes.home ? ', the home route' : ''}`,
    `  Access: ${ACCESS_WORDS[route.access]}.`,
    `  A visitor ${decisionWords(m, visitor)}.`,
    `  A member (logged in) ${decisionWords(m, member)}.`,
    ...(withToken.kind !== visitor.kind ? [`  A visitor who arrives with ?token=… in the address ${decisionWords(m, withToken)} (the app adopts the token as the session).`] : []),
    ...offerLines(m, route),
    `  Led to from: ${entries.length ? entries.join('; ') : 'nothing in the manifest (only its address, or a screen that links to it)'}.`,
    '  While the server reports maintenance or a region restriction, every route shows that notice instead.',
  ];
}

function explainPath(m: Merchant, path: string): string[] {
  const { route, fallback } = m.routes.match(path.split(/[?#]/)[0]!);
  if (fallback) {
    return [`${path}: no route of ${m.id} has this path; the app shows the home route (${m.routes.home.path}) instead.`];
  }
  const how = route.path.toLowerCase() === path.replace(/\/+$/, '').toLowerCase() ? 'the path of' : 'an alias of';
  return [`${path} is ${how} route "${route.id}".`, ...explainRoute(m, route)];
}

// ---------------------------------------------------------------------------------------------
// Flags

/** Leaf values of the feature set that differ: `chat.enabled: true → false`. */
function featureChanges(a: FeatureSet, b: FeatureSet): string[] {
  const leaves = (value: unknown, prefix: string, out: Map<string, string>) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
    } else out.set(prefix, JSON.stringify(value));
    return out;
  };
  const before = leaves(a, '', new Map());
  const after = leaves(b, '', new Map());
  return [...before].filter(([k, v]) => after.get(k) !== v).map(([k, v]) => `${k}: ${after.get(k)} when on, ${v} when off`);
}

function explainFlag(m: Merchant, flag: Flag): string[] {
  const description = (schemaDefinitions().WhiteLabelFlags?.properties as Record<string, { description?: string }>)[flag]?.description ?? '';
  const value = m.manifest.flags[flag];
  const on = resolveFeatures(m.manifest, statusWith({ [flag]: true }));
  const off = resolveFeatures(m.manifest, statusWith({ [flag]: false }));
  let changes = featureChanges(off, on);
  let condition = '';
  if (!changes.length) {
    // Some flags act only with another on (GEETESTTEST3 needs GEETEST3): try with every other flag on.
    const others = Object.fromEntries(Object.keys(m.manifest.flags).map((f) => [f, true]));
    changes = featureChanges(resolveFeatures(m.manifest, statusWith({ ...others, [flag]: false })), resolveFeatures(m.manifest, statusWith({ ...others, [flag]: true })));
    if (changes.length) condition = ` (nothing with ${m.id}'s other flags as they are; with the other flags on:)`;
  }
  const screens = m.manifest.routes.filter((r) => screenOffered(r.screen, on) !== screenOffered(r.screen, off));
  return [
    `Flag ${flag}: ${description}`,
    `  Manifest default for ${m.id}: ${value ? 'on' : 'off'}.`,
    `  Live value: the status call's whitelabelVal.${flag}. The server's value wins when present; when the status call fails or leaves it out, the manifest's default decides.`,
    `    The sandbox sends the manifest's value unless a scenario overrides it: POST /__sandbox/scenario {"merchant":"${m.manifest.merchantCode}","set":{"flags":{"${flag}":${!value}}}}.`,
    `  What it changes${condition}:`,
    ...(changes.length ? changes.map((c) => `    ${c}`) : ['    nothing the app reads from the feature set (the server may still act on it)']),
    ...(screens.length ? [`  Screens offered only when on: ${screens.map((r) => `${r.screen} (${r.path})`).join(', ')}.`] : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Promotions

/** A promotion id to word the login's way back with (shown as `<id>`). */
const SAMPLE_ID = '501';

const PLAYERS: [string, GoToPlayer | null][] = [
  ['A visitor', null],
  ['A member of type 0', { type: 0, vipBenefit: false }],
  ['A member of type 1 or 2', { type: 1, vipBenefit: false }],
  ['A member with VIP benefits', { type: 0, vipBenefit: true }],
  ['A restricted member (type 4)', { type: 4, vipBenefit: false }],
];

function goToWords(goTo: GoTo): string {
  switch (goTo.kind) {
    case 'route': return `a go-to button to ${goTo.path}`;
    case 'download': return 'a go-to button that opens the app download';
    case 'login': return `a log-in button that comes back to the promotion (${decodeURIComponent(goTo.path).replace(SAMPLE_ID, '<id>')})`;
    case 'hidden': return { 'no-target': 'no button: the promotion leads nowhere', 'member-type': 'no button (not for this member type)', 'referral-type': 'no button (the referral programme is for type 0 only)', 'vip-benefit': 'no button (needs VIP benefits)' }[goTo.why];
  }
}

function explainPromotion(m: Merchant, type: PromotionType): string[] {
  const id = m.manifest.promotionTargets[type];
  const target = m.targets.promotion(type);
  const links = m.features.downloadLinks;
  const download = hasDownloadLink(m);
  const context = { target, download, login: m.routes.pathForScreen('login'), back: m.targets.activity(SAMPLE_ID) ?? m.routes.home.path };
  const route = id && id !== 'download-handler' ? m.manifest.routes.find((r) => r.id === id) : undefined;
  const mapped =
    id === 'download-handler' ? `the app-download handler (${download ? `links: ${Object.keys(links).join(', ')}` : "but the manifest has no download link; the status call's `resources` may add one, and the server's value wins when present"})`
    : !id ? 'nothing'
    : route ? `route "${id}" (${route.path}, ${ACCESS_WORDS[route.access]})${target ? '' : `, whose screen is not offered now`}`
    : `route id "${id}", which the merchant does not have`;
  const note = (m.manifest.promotionTargetNotes as Record<string, string> | undefined)?.[type];
  return [
    `Promotion type ${type} of ${m.id}: the manifest maps it to ${mapped}.`,
    ...(note ? [`  Note: ${note}`] : []),
    ...PLAYERS.map(([who, player]) => `  ${who} sees ${goToWords(goToButton(type, player, context))}.`),
    ...(route && !target ? offerLines(m, route) : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Summary

export function summary(m: Merchant): string[] {
  const { manifest: mf, features } = m;
  const langs = mf.languages.supported.map((l) => `${l}${l === mf.languages.default ? ' (default)' : ''}${textDirection(l) === 'rtl' ? ' (right to left)' : ''}`);
  const count = (access: Route['access']) => mf.routes.filter((r) => r.access === access).length;
  const notOffered = mf.routes.filter((r) => !screenOffered(r.screen, features));
  const flags = Object.entries(mf.flags);
  const promos = Object.entries(m.targets.promotions);
  const o = mf.overlays;
  const defaults = filledDefaults(m.raw, mf);
  const canDownload = hasDownloadLink(m);
  const nowhere = promos.filter(([, t]) => !t || (t === 'download-handler' && !canDownload)).map(([k, t]) => (t ? `${k}: no download link` : k));
  const none = (list: readonly string[] | undefined) => (list?.length ? list.join(', ') : 'none');
  const onOff = (b: boolean) => (b ? 'on' : 'off');
  return [
    `${mf.displayName} (${m.id}, merchant code ${mf.merchantCode}), ${m.file}`,
    `  Domains: ${mf.domains.join(', ')}`,
    `  Languages: ${langs.join(', ')}`,
    `  Home: ${m.routes.home.path}, ${features.loginRequired ? 'members only: a visitor is sent to log in first' : 'open to visitors'}.`,
    `  Routes: ${mf.routes.length} (${count('public')} public, ${count('member')} members only, ${count('member-else-home')} members only else home)${notOffered.length ? `; not offered now: ${notOffered.map((r) => r.id).join(', ')}` : ''}.`,
    `  Flags on: ${flags.filter(([, v]) => v).map(([k]) => k).join(', ') || 'none'}; off: ${flags.filter(([, v]) => !v).map(([k]) => k).join(', ') || 'none'}.`,
    "    These are defaults: the server's live whitelabelVal wins when present.",
    `  Promotion buttons: ${promos.filter(([, t]) => t && t !== 'download-handler').length} lead to a route, ${promos.filter(([, t]) => t === 'download-handler' && canDownload).length} to the app download, ${nowhere.length} lead nowhere${nowhere.length ? ` (${nowhere.join(', ')})` : ''}.`,
    `  Overlays: marquee ${onOff(o.marquee.enabled)}, welcome ${onOff(o.welcome.enabled)}, download bar ${onOff(features.downloadBar.enabled)}, chat button ${onOff(o.chatButton.enabled)}, install prompt ${onOff(features.installPrompt.enabled)} (A2HS3), bottom navigation ${o.bottomNav?.items.length ?? 0} items, ${o.banners?.length ?? 0} banner${o.banners?.length === 1 ? '' : 's'}.`,
    `  Security: cipher ${mf.security.cipher}${mf.security.cipher === 'DES' ? ' (the legacy scheme)' : ' (RSA-OAEP + AES-GCM)'}; redirects allowed to ${none(mf.redirectAllowList)}; downloads from ${none(mf.downloadOrigins)}.`,
    `  Filled in by the schema's defaults (${defaults.length}): ${defaults.map(([pointer, value]) => `${pointer} = ${short(value)}`).join('; ') || 'none'}.`,
    `  Ask about one thing: npm run merchant -- explain ${m.id} <routeId|path|flag|promotionType>`,
  ];
}
