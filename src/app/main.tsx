import { lazy, StrictMode, Suspense, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { translate } from '@/lib/i18n/i18n';
import { showAlert } from '@/state/ui';
import '@/ui/base.css';
import { App } from './app';
import { boot } from './boot';
import { handleStaleAssets } from './stale-assets-handler';

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
    root.render(<StrictMode><App site={result.site} /></StrictMode>);
    // Spec section 8: a failed status call shows a notice with the server message or 'Error';
    // the page carries on with the manifest's defaults.
    if (result.statusError) void showAlert({ message: result.statusError.message || translate('error.error'), confirmLabel: translate('common.confirm') });
  },
  (error: unknown) => {
    showInvalid({ merchantId: '?', reason: 'unreachable', details: [String((error as Error)?.message ?? error)], onRetry: () => location.reload() });
  },
);
