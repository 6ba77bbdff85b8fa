import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigInvalidScreen, reportStatusFailure, ScreenFailedView } from '@/flows/notices';
import '@/ui/base.css';
import { App } from './app';
import { boot } from './boot';
import { BOOT_LIMIT_MS, withTimeLimit } from './boot-time-limit';
import { flows } from './flows';
import { handleStaleAssets } from './stale-assets-handler';

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);
// The page may arrive with the landing screen's static shell in the root (scripts/build-shells.ts):
// the first render replaces it with the same markup; the marker says the app has taken over.
const takeOver = () => container.removeAttribute('data-shell');

const showInvalid = (props: ComponentProps<typeof ConfigInvalidScreen>) => {
  takeOver();
  root.render(<ConfigInvalidScreen {...props} />);
};

// index.html paints a loading state at once; a start-up that is not done within the limit (a
// stalled manifest, locale file or status call) shows the screen-failed view with Retry.
withTimeLimit(boot(), BOOT_LIMIT_MS, () => {
  takeOver();
  root.render(<ScreenFailedView onRetry={() => location.reload()} />);
}).then(
  (result) => {
    if (result.kind === 'invalid') {
      showInvalid({ merchantId: result.merchantId, reason: result.reason, details: result.details, onRetry: () => location.reload() });
      return;
    }
    handleStaleAssets(result.site.routes);
    for (const flow of flows) flow.start?.(result.site);
    takeOver();
    // StrictMode's double renders and checks run in development; the production bundle leaves it out.
    root.render(import.meta.env.DEV ? <StrictMode><App site={result.site} /></StrictMode> : <App site={result.site} />);
    // A failed status call hides the loading and shows the domain-error modal
    // (domain_not_available) or a notice with the server message or 'Error'; the page carries
    // on with the manifest's defaults.
    if (result.statusError) reportStatusFailure(result.statusError);
  },
  (error: unknown) => {
    showInvalid({ merchantId: '?', reason: 'unreachable', details: [String((error as Error)?.message ?? error)], onRetry: () => location.reload() });
  },
);
