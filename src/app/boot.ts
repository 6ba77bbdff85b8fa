import { initI18n, switchLanguage } from '@/lib/i18n/i18n';
import { isLanguage, normalizeLanguage, pickLanguage, type Language } from '@/lib/i18n/languages';
import { nextTask } from '@/lib/next-task';
import { STORE_KEYS, storage } from '@/lib/storage';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import { landingRoute } from '@/runtime/steps/guard';
import { loadManifest } from '@/runtime/steps/load-manifest';
import { overrideAllowed, refreshStoredRecord, resolveRecord, type MerchantRecord } from '@/runtime/steps/merchant-record';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import type { Site } from '@/runtime/site';
import { fetchSystemStatus, statusFailureOf, type StatusFailure, type StatusParams, type SystemStatus } from '@/runtime/steps/system-status';
import { setLanguage, storedLanguage } from '@/state/preferences';
import { restoreSession, session } from '@/state/session';
import { applyTheme } from './apply-theme';
import { flows, screenRegistry } from './flows';
import { adoptQueryToken } from './query-token';
import { setupHttp } from './http-setup';

/**
 * Start-up, one step per line (docs/architecture.md, "The pipeline, one file a step"):
 * host → merchant record → (manifest ‖ live status) → validate → language → features + route table.
 * The manifest and the status are fetched in parallel; the status needs only the merchant code,
 * which the record (usually inline in the page: runtime/steps/merchant-record.ts) already knows.
 */
export type BootResult =
  | {
      kind: 'ready';
      site: Site;
      /** The status call failed or did not answer within its deadline: the app starts on the manifest. */
      statusError: StatusFailure | null;
      /** The status call again, with start-up's parameters (the background asks: app/late-status.ts). */
      askStatus: () => Promise<SystemStatus>;
    }
  | { kind: 'invalid'; merchantId: string; reason: 'unreachable' | 'limits' | 'not-json' | 'invalid'; details: string[] };

function dropQueryParams(...names: string[]): void {
  const url = new URL(location.href);
  for (const name of names) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

function browserLanguages(): string[] {
  return [...(navigator.languages ?? []), navigator.language].filter(Boolean);
}

/**
 * `?language=`, then the stored choice, then the browser's languages: the first the merchant
 * supports, else its default. `?language=` is a choice made for the player (a link from the native
 * app, a campaign): it is stored like their own and leaves the address, so a later choice of
 * theirs is not undone by a reload.
 */
function chooseLanguage(query: URLSearchParams, languages: { default: string; supported: readonly string[] }): Language {
  const supported = languages.supported.filter(isLanguage);
  const fallback = isLanguage(languages.default) ? languages.default : supported[0] ?? 'EN';
  const language = pickLanguage([query.get('language'), storedLanguage(), ...browserLanguages()], supported, fallback);
  setLanguage(language, query.has('language') && normalizeLanguage(query.get('language')) === language);
  if (query.has('language')) dropQueryParams('language');
  return language;
}

/** How long the first render waits for the landing screen's chunk once the manifest and status are in. */
const LANDING_WAIT_MS = 1000;

const recordSources = {
  base: import.meta.env.BASE_URL,
  hostname: location.hostname,
  store: (record: MerchantRecord) => void storage.setJson('local', STORE_KEYS.merchantRecord, record),
};

export async function boot(): Promise<BootResult> {
  const { record: entry, from } = await resolveRecord({
    ...recordSources,
    doc: document,
    search: location.search,
    allowOverride: overrideAllowed(document, import.meta.env.DEV),
    stored: () => storage.getJson<unknown>('local', STORE_KEYS.merchantRecord),
  });
  // A start from the stored record (a page from the service worker) refreshes it for the next one.
  if (from === 'stored') setTimeout(() => void refreshStoredRecord(recordSources).catch(() => undefined), 3000);
  const query = new URLSearchParams(location.search);
  restoreSession(entry.merchantCode);
  await adoptQueryToken(entry);
  const language = chooseLanguage(query, entry.languages);
  // No encrypted call happens before the manifest names its cipher; configured again below.
  setupHttp(entry.merchantCode, 'AES-GCM', '/m/login');
  const assetBase = `${import.meta.env.BASE_URL}merchants/${entry.id}/`;
  const registration = storage.getJson<{ originalDomain?: string }>('local', STORE_KEYS.registrationInfo);
  const statusParams: StatusParams = { track: query.get('track') ?? '', originalDomain: registration?.originalDomain ?? location.hostname };
  let landing: Promise<unknown> = Promise.resolve();
  const manifestLoad = loadManifest(`${assetBase}manifest.json`, entry.digest).then((loaded) => {
    // The manifest usually answers before the status: the landing screen's code (the login
    // page, say) loads meanwhile instead of after the first render.
    if (loaded.ok) landing = screenRegistry[landingRoute(buildRouteTable(loaded.manifest.routes), location.pathname, Boolean(session.info?.token)).screen].preload?.().catch(() => undefined) ?? landing;
    return loaded;
  });
  // (Awaited below; a failure is handled there, not reported as unhandled in the meantime.)
  manifestLoad.catch(() => undefined);
  // The status call starts in a task of its own, right after (`scheduler.yield` resumes ahead of
  // other work): it is the page's first request through the HTTP client, whose code runs for the
  // first time there. Together with the steps before it, it was one task of 110 ms at 4× CPU
  // (≈ 55 ms each, measured before the libraries' file had V8's compile hint).
  await nextTask();
  const both = Promise.all([
    manifestLoad,
    // One attempt, given up after STATUS_DEADLINE_MS (4 s): a stalled status holds start-up no
    // longer; the app then starts on the manifest and asks again in the background.
    fetchSystemStatus(statusParams).then((value): SystemStatus | StatusFailure => value, statusFailureOf),
  ]);
  both.catch(() => undefined);
  // The calls are on their way: the rest of the start comes in tasks of its own (a cheap phone
  // spends tens of milliseconds on each), so a tap on the shell is never kept waiting long.
  await nextTask();
  // The record knows the merchant's languages, so the locale file loads in parallel with the
  // manifest and the status instead of after them.
  const i18nReady = initI18n(language);
  await nextTask();
  // What each flow does as start-up begins (capture the landing URL's codes and the install event,
  // ask for the lobby's lanes when landing on it), in parallel with the manifest and status calls.
  for (const flow of flows) flow.early?.({ entry, hasSession: Boolean(session.info?.token) });
  const [load, status] = await both;
  await i18nReady.catch(() => undefined);
  // The landing screen renders with the shell when its code is here (runtime/flow.ts lazyScreen
  // says why); it is usually here already, and the first render waits for it a little at most.
  await Promise.race([landing, new Promise((resolve) => setTimeout(resolve, LANDING_WAIT_MS))]);
  // What follows (features, routes, theme, each flow's start) is a task of its own, not the tail of
  // whichever response came last.
  await nextTask();

  if (!load.ok) return { kind: 'invalid', merchantId: entry.id, reason: load.reason, details: load.details };
  const manifest = load.manifest;
  // A manifest edited after the build (checked by the validator) may list other languages.
  const confirmed = chooseLanguage(query, manifest.languages);
  if (confirmed !== language) await switchLanguage(confirmed);
  const routes = buildRouteTable(manifest.routes);
  const liveStatus = 'whitelabelVal' in status ? status : null;
  const features = resolveFeatures(manifest, liveStatus);
  setupHttp(manifest.merchantCode, features.cipher, routes.pathForScreen('login') ?? '/m/login');
  // A web clip opens its start URL with ?webclip=1 (the iOS configuration profile sets it): kept
  // before any redirect drops the query; device detection (state/device.ts, lazy) reads it.
  const webClip = new URLSearchParams(location.search).get('webclip');
  if (webClip === '1' || webClip === '0') storage.set('local', STORE_KEYS.webClip, webClip);
  // Old iOS PWA mode (iOS Safari's navigator.standalone: true only when opened from the home
  // screen): the session outlives a relaunch through a local mirror (state/session-mirror.ts).
  if ((navigator as { standalone?: boolean }).standalone === true) await import('@/state/session-mirror').then((m) => m.startSessionMirror(manifest.merchantCode, routes.home.path));
  applyTheme(manifest.theme);
  return {
    kind: 'ready',
    site: { manifest, features, routes, status: liveStatus, assetBase },
    statusError: liveStatus ? null : (status as StatusFailure),
    askStatus: () => fetchSystemStatus(statusParams),
  };
}
