import { Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { ScreenFailedView } from '@/flows/notices';
import { guardRoute } from '@/runtime/steps/guard';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { afterFirstPaint, markScreenShown } from '@/ui/after-paint';
import { ErrorBoundary } from '@/ui/error-boundary';
import { RoutePending } from '@/ui/route-pending';
import { Spinner } from '@/ui/spinner';
import { CredentialReload, useCredentialRoute } from './credential-route';
import { flowServices, screenRegistry } from './flows';

/**
 * Matches the address against the manifest's route table, guards it, titles it, renders it.
 *
 * A move to another screen is rendered in the background (`useDeferredValue`): the screen on view
 * stays until the next one is ready, and is then replaced in one commit. A screen whose chunk has
 * not arrived yet would otherwise put up the loading spinner, and React holds back the reveal of
 * suspended content for about 300 ms after a fallback shows: every first visit of a screen took
 * that long however fast its chunk came. While the next screen's chunk loads, a thin bar at the
 * top says so (`RoutePending`, shown only past a short delay, so a quick move shows nothing). The
 * Suspense boundary stays mounted across moves for that reason (one already showing a screen keeps
 * it during a background render; a new one would show its fallback); the error boundary is still
 * one per route.
 *
 * Redirects are decided on the address itself, never on the screen still on view: a logout that
 * goes home must not find the member page it leaves guarded against the ended session and send
 * the player to the login page. The screen on view stays only while the guard would still allow
 * it.
 */
export function RouteView() {
  const site = useSite();
  const { t } = useTranslation();
  const [address] = useLocation();
  const onView = useDeferredValue(address);
  const { info } = useSnapshot(session);
  const guardContext = (location: string) => ({
    queryToken: null, // adopted into the session at start-up (app/boot.ts)
    hasStoredSession: Boolean(info?.token),
    loginPath: site.routes.pathForScreen('login') ?? site.routes.home.path,
    homePath: site.routes.home.path,
    // Read when the guard decides (wouter's useSearch would cost the first load its code).
    wanted: location + window.location.search,
  });
  const target = site.routes.match(address);
  const decision = guardRoute(target.route, guardContext(address));
  const previous = onView === address ? null : site.routes.match(onView);
  const stays = previous !== null && !previous.fallback && guardRoute(previous.route, guardContext(onView)).kind === 'allow';
  const route = stays ? previous.route : target.route;
  const location = stays ? onView : address;
  // A credential screen never shares its document with a marketing script (state/credential-fields.ts).
  const reloadForCredentials = useCredentialRoute(screenRegistry[target.route.screen], screenRegistry[route.screen]);

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

  if (target.fallback) return <Redirect to={site.routes.home.path} replace />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (reloadForCredentials) return <CredentialReload label={t('common.loading')} />;

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
    <>
      {stays && <RoutePending label={t('common.loading')} />}
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <ErrorBoundary key={route.id} fallback={failed}>
          <ScreenComponent screen={route.screen} services={flowServices} />
          <ScreenShown id={route.id} />
        </ErrorBoundary>
      </Suspense>
    </>
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
