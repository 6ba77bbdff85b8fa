import { lazy, StrictMode, Suspense, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallEvents } from '@/flows/install/capture-install-event';
import { startPwa } from '@/flows/pwa';
import { reportStatusFailure } from '@/flows/notices/status-failure';
import '@/ui/base.css';
import { App } from './app';
import { boot } from './boot';
import { handleStaleAssets } from './stale-assets-handler';

// Chromium may offer its install event before start-up ends: keep it for the install prompt.
captureInstallEvents();

const root = createRoot(document.getElementById('root') as HTMLElement);

// Only shown when start-up fails, so it is not part of the first load.
const ConfigInvalidScreen = lazy(() => import('@/flows/notices/config-invalid-screen').then((m) => ({ default: m.ConfigInvalidScreen })));
const showInvalid = (props: ComponentProps<typeof ConfigInvalidScreen>) =>
  root.render(<Suspense fallback={null}><ConfigInvalidScreen {...props} /></Suspense>);

boot().then(
  (result) => {
    if (result.kind === 'invalid') {
      showInvalid({ merchantId: result.merchantId, reason: result.reason, details: result.details, onRetry: () => location.reload() });
      return;
    }
    handleStaleAssets(result.site.routes);
    startPwa(result.site);
    // StrictMode's double renders and checks run in development; the production bundle leaves it out.
    root.render(import.meta.env.DEV ? <StrictMode><App site={result.site} /></StrictMode> : <App site={result.site} />);
    // Spec section 8: a failed status call hides the loading and shows the domain-error modal
    // (domain_not_available) or a notice with the server message or 'Error'; the page carries
    // on with the manifest's defaults.
    if (result.statusError) reportStatusFailure(result.statusError);
  },
  (error: unknown) => {
    showInvalid({ merchantId: '?', reason: 'unreachable', details: [String((error as Error)?.message ?? error)], onRetry: () => location.reload() });
  },
);
