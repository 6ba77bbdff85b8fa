import { Router } from 'wouter';
import { SiteProvider, type Site } from '@/runtime/site';
import { ShellOverlays } from './flows';
import { OverlayHost } from './overlay-host';
import { RouteView } from './route-view';
import { SystemGate } from './system-gate';

export function App({ site }: { site: Site }) {
  return (
    <SiteProvider value={site}>
      <Router>
        <SystemGate>
          <RouteView />
        </SystemGate>
        <ShellOverlays />
      </Router>
      <OverlayHost />
    </SiteProvider>
  );
}
