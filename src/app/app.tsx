import { useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { SiteProvider } from '@/runtime/site';
import { ShellOverlays } from './flows';
import { OverlayHost } from './overlay-host';
import { RouteView } from './route-view';
import type { SiteStore } from './site-store';
import { SystemGate } from './system-gate';
import { tapNavigation } from './tap-navigation';

export function App({ store }: { store: SiteStore }) {
  // The site start-up resolved, or the one a late status made (app/late-status.ts).
  const site = useSyncExternalStore(store.subscribe, store.get);
  return (
    <SiteProvider value={site}>
      <Router aroundNav={tapNavigation}>
        <SystemGate>
          <RouteView />
        </SystemGate>
        <ShellOverlays />
      </Router>
      <OverlayHost />
    </SiteProvider>
  );
}
