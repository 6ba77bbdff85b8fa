import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { guardRoute } from '@/runtime/guard';
import { applyPageMeta, pageMetaFor, robotsNoIndex } from '@/runtime/page-meta';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { Spinner } from '@/ui/spinner';
import { screenRegistry } from './screen-registry';

/** Matches the address against the manifest's route table, guards it, titles it, renders it. */
export function RouteView() {
  const site = useSite();
  const { t } = useTranslation();
  const [location] = useLocation();
  const { info } = useSnapshot(session);
  const { route, fallback } = site.routes.match(location);

  useEffect(() => {
    applyPageMeta(document, pageMetaFor(site.manifest.pageMeta, location, route.path), robotsNoIndex(window.location.hostname, location));
  }, [site, location, route.path]);

  if (fallback) return <Redirect to={site.routes.home.path} replace />;
  const decision = guardRoute(route, {
    queryToken: null, // adopted into the session at start-up (app/boot.ts)
    hasStoredSession: Boolean(info?.token),
    loginPath: site.routes.pathForScreen('login') ?? site.routes.home.path,
    homePath: site.routes.home.path,
  });
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;

  const ScreenComponent = screenRegistry[route.screen];
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <ScreenComponent key={route.id} screen={route.screen} />
    </Suspense>
  );
}
