import { LoadingOverlay } from '@/ui/loading-overlay';
import { ToastStack } from '@/ui/toast-stack';
import en from '@/locales/EN.json';

// The network flow's visible states: its toasts (1.5 s each) and the loading
// overlays it shows while racing domains (the spinner) and reloading (the after-error overlay;
// same look, it only ends sooner).
export const OfflineToast = () => <ToastStack toasts={[{ id: 1, message: en['network.offline'] }]} />;
export const UnstableToast = () => <ToastStack toasts={[{ id: 1, message: en['network.unstable'] }]} />;
export const LoadingSpinnerOverlay = () => (
  <div>
    <p>The page underneath</p>
    <LoadingOverlay label={en['common.loading']} />
  </div>
);
export const AfterErrorLoadingOverlay = () => (
  <div>
    <p>Reloading on another domain…</p>
    <LoadingOverlay label={en['common.loading']} />
  </div>
);
