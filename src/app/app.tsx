import { Router } from 'wouter';
import { FlowServicesContext } from '@/runtime/flow';
import { SiteProvider, type Site } from '@/runtime/site';
import { flowServices, ShellOverlays } from './flows';
import { OverlayHost } from './overlay-host';
import { RouteView } from './route-view';
import { SystemGate } from './system-gate';

export function App({ site }: { site: Site }) {
  return (
    <SiteProvider value={site}>
      <Router>
        <SystemGate>
          <FlowServicesContext.Provider value={flowServices}>
            <RouteView />
          </FlowServicesContext.Provider>
        </SystemGate>
        <ShellOverlays />
      </Router>
      <OverlayHost />
    </SiteProvider>
  );
}
