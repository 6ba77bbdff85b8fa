import { startTransition, StrictMode, useLayoutEffect, type ComponentProps, type ReactNode } from 'react';
import { createRoot } from './react-dom-entry';
import { ConfigInvalidScreen, reportStatusFailure, ScreenFailedView } from '@/flows/notices';
import '@/ui/base.css';
import { App } from './app';
import { boot } from './boot';
import { BOOT_LIMIT_MS, withTimeLimit } from './boot-time-limit';
import { flows } from './flows';
import { afterStatusFailure } from './late-status';
import { siteStore } from './site-store';
import { handleStaleAssets } from './stale-assets-handler';
import { nextTask } from '@/lib/next-task';
import { holdShellForm } from '@/ui/shell-form';

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);
// The page may arrive with the landing screen's static shell in the root (scripts/build-shells.ts):
// the first render replaces it with the same markup; the marker says the app has taken over.
const takeOver = () => container.removeAttribute('data-shell');

/** Marks the take-over once React has committed the app's markup in place of the shell's. */
function TakenOver({ children }: { children: ReactNode }) {
  useLayoutEffect(takeOver, []);
  return children;
}

const showInvalid = (props: ComponentProps<typeof ConfigInvalidScreen>) => {
  takeOver();
  root.render(<ConfigInvalidScreen {...props} />);
};

// index.html paints a loading state at once; a start-up that is not done within the limit (a
// stalled manifest or locale file; the status call gives up by itself after 4 s) shows the
// screen-failed view with Retry.
// Start-up begins in a task of its own: evaluating the bundle is one long task already.
withTimeLimit(nextTask().then(boot), BOOT_LIMIT_MS, () => {
  takeOver();
  root.render(<ScreenFailedView onRetry={() => location.reload()} />);
}).then(
  async (result) => {
    if (result.kind === 'invalid') {
      showInvalid({ merchantId: result.merchantId, reason: result.reason, details: result.details, onRetry: () => location.reload() });
      return;
    }
    handleStaleAssets(result.site.routes);
    for (const flow of flows) flow.start?.(result.site);
    await nextTask();
    // StrictMode's double renders and checks run in development; the production bundle leaves it out.
    const store = siteStore(result.site);
    const app = <TakenOver><App store={store} /></TakenOver>;
    // What the player types into a shell's form (the login page's) is taken over by the app's form
    // (ui/shell-form.ts), even if that form mounts after the first commit has replaced the shell.
    holdShellForm();
    // A background (transition) render: React renders the app in slices of a few milliseconds and
    // commits once, instead of one long task that a tap in the meantime would wait for. The shell's
    // markup (or index.html's loading state) stays on screen until the commit replaces it.
    startTransition(() => root.render(import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app));
    // A failed status call (an error, or no answer within its 4 s) hides the loading and shows
    // the domain-error modal (domain_not_available) or a notice with the server message or
    // 'Error'; the page carries on with the manifest's defaults and asks again in the background.
    if (result.statusError) afterStatusFailure(result.statusError, { store, ask: result.askStatus, report: reportStatusFailure });
  },
  (error: unknown) => {
    showInvalid({ merchantId: '?', reason: 'unreachable', details: [String((error as Error)?.message ?? error)], onRetry: () => location.reload() });
  },
);
