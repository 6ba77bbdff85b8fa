import { Router } from 'wouter';
import { SiteProvider, type Site } from '@/runtime/site';
import { OverlayHost } from './overlay-host';
import { RouteView } from './route-view';

export function App({ site }: { site: Site }) {
  return (
    <SiteProvider value={site}>
      <Router>
        <RouteView />
      </Router>
      <OverlayHost />
    </SiteProvider>
  );
}
