import { Suspense, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { ScreenFailedView } from '@/flows/notices';
import { guardRoute } from '@/runtime/guard';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { afterFirstPaint, markScreenShown } from '@/ui/after-paint';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Spinner } from '@/ui/spinner';
import { flowServices, screenRegistry } from './flows';

/** Matches the address against the manifest's route table, guards it, titles it, renders it. */
export function RouteView() {
  const site = useSite();
  const { t } = useTranslation();
  const [location] = useLocation();
  const { info } = useSnapshot(session);
  const { route, fallback } = site.routes.match(location);

  // Title, description and robots are not part of the first paint: their code loads after it.
  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(() => import('@/runtime/page-meta'))
      .then(({ applyPageMeta, pageMetaFor, robotsNoIndex }) => {
        if (live) applyPageMeta(document, pageMetaFor(site.manifest.pageMeta, location, route.path, window.location.origin), robotsNoIndex(window.location.hostname, location));
      }, () => undefined);
    return () => {
      live = false;
    };
  }, [site, location, route.path]);

  if (fallback) return <Redirect to={site.routes.home.path} replace />;
  const decision = guardRoute(route, {
    queryToken: null, // adopted into the session at start-up (app/boot.ts)
    hasStoredSession: Boolean(info?.token),
    loginPath: site.routes.pathForScreen('login') ?? site.routes.home.path,
    homePath: site.routes.home.path,
    // Read when the guard decides (wouter's useSearch would cost the first load its code).
    wanted: location + window.location.search,
  });
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;

  const ScreenComponent = screenRegistry[route.screen];
  // A screen that cannot load (its chunk is gone, the line dropped) or that crashes says so, with
  // a retry; the shell and its dialogs (the stale-assets Refresh, app/stale-assets-handler.ts) stay.
  const failed = (
    <ScreenFailedView
      homePath={route === site.routes.home ? undefined : site.routes.home.path}
      onRetry={() => window.location.reload()}
    />
  );
  return (
    <ErrorBoundary key={route.id} fallback={failed}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <ScreenComponent screen={route.screen} services={flowServices} />
        <ScreenShown id={route.id} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Beside the screen in its Suspense boundary: its effect runs once the screen itself has committed.
 * It also names the screen on the document while it is up (`<html data-screen="<route id>">`),
 * the signal tests and tools wait for ("this route's screen is up") rather than a quiet network.
 */
function ScreenShown({ id }: { id: string }) {
  useEffect(() => {
    markScreenShown();
    document.documentElement.dataset.screen = id;
    return () => {
      delete document.documentElement.dataset.screen;
    };
  }, [id]);
  return null;
}
