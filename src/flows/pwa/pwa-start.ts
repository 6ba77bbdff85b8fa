import { checkAssets, updateNeeded } from './updates/asset-check';
import { applyAppleHead, splashMedia } from './manifest/head-links';
import { pageIsStale } from './updates/index-check';
import { mergeTemplates, nextStoredTemplates, readStoredTemplates, templatesFromStatus } from '@/runtime/steps/pwa-templates';
import type { PwaContext } from './pwa-context';
import { startServiceWorker } from './updates/service-worker';
import { lazyOverlays, pushOverlay, PwaOverlays } from './pwa-overlays';
import { requestUpdatePrompt, setRefreshHandler } from './updates/update-prompt';
import { scheduleUpdateChecks } from './updates/update-schedule';
import { buildWebAppManifest } from './manifest/web-app-manifest';

/**
 * Everything the installable app needs once the page has settled (a lazy chunk, see index.ts):
 * newer templates from the status, the iOS head tags, the service worker, the asset update check,
 * and push for merchants that have it.
 */
function applyTemplatesAndHead(ctx: PwaContext): void {
  const { manifest, status } = ctx.site;
  const pwa = manifest.templates.pwa;
  const stored = nextStoredTemplates(
    readStoredTemplates(ctx.storage.getJson('local', ctx.keys.templates), manifest.id),
    { answered: status !== null, live: templatesFromStatus(status?.mobileTemplate) },
    manifest.id,
  );
  if (stored) ctx.storage.setJson('local', ctx.keys.templates, stored);
  else ctx.storage.remove('local', ctx.keys.templates);

  let title = pwa.shortName;
  let icon = ctx.assetUrl(pwa.icons['192']);
  if (stored) {
    // Newer templates than the build's: the manifest is rebuilt from them as a Blob URL, with
    // absolute URLs inside (a blob: URL is no base for relative ones).
    const merged = mergeTemplates(pwa, stored.parameters.pwa, ctx.assetUrl, location.origin);
    const json = JSON.stringify(buildWebAppManifest(merged, { origin: location.origin, icon: (url) => url }));
    ctx.linkManifest(URL.createObjectURL(new Blob([json], { type: 'application/manifest+json' })));
    title = merged.shortName;
    icon = merged.icons['192'];
  }
  applyAppleHead(document, {
    icon,
    title,
    splash: manifest.templates.splash.map((s) => ({ href: ctx.assetUrl(s.image), media: splashMedia(s) })),
  });
}

async function checkForUpdate(ctx: PwaContext): Promise<void> {
  const outcome = await checkAssets({
    fetch: (input, init) => fetch(input, init),
    sha256: ctx.sha256,
    now: Date.now,
    readHash: () => ctx.storage.get('local', ctx.keys.pwaUpdateHash),
    writeHash: (hash) => void ctx.storage.set('local', ctx.keys.pwaUpdateHash, hash),
  });
  if (outcome === 'unavailable') return;
  if (updateNeeded(outcome, await pageIsStale(fetch, document, Date.now()))) requestUpdatePrompt();
}

export async function startPwa(ctx: PwaContext): Promise<void> {
  ctx.mountOverlay(PwaOverlays);
  applyTemplatesAndHead(ctx);
  const device = await ctx.device().catch(() => ({ inLineApp: false, inNativeApp: false }));
  const control = await startServiceWorker({ inEmbeddedBrowser: device.inLineApp || device.inNativeApp, onUpdate: requestUpdatePrompt }).catch(() => null);
  if (control) setRefreshHandler(control.refresh);
  scheduleUpdateChecks(() => checkForUpdate(ctx));
  // Push only where the merchant has it set up: its code is a chunk of its own.
  if (ctx.site.manifest.firebase?.messagingSenderId) {
    const { startPush } = await import('./push/push-start');
    lazyOverlays.push = pushOverlay(startPush(ctx, control?.registration ?? null));
  }
}
