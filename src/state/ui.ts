import { proxy } from 'valtio';

/**
 * Dialogs and toasts as data: any layer can ask for one, and the app's overlay host renders them.
 * `alert` resolves when the player confirms, so a caller can act afterwards:
 *
 *   await showAlert({ message: t('please_login') });  navigate('/m/login');
 */
export interface DialogRequest {
  id: number;
  title?: string;
  message: string;
  confirmLabel?: string;
  resolve: () => void;
}

export interface Toast {
  id: number;
  message: string;
}

/** One caller's wish for the loading overlay; the overlay shows while any is open. */
export interface LoadingRequest {
  id: number;
  kind: LoadingKind;
}

/**
 * `spinner`: work in progress, auto-hidden after features.spinner.autoHideMs (10 s).
 * `after-error`: shown while the app recovers from an error (a reload after the domain error),
 * auto-hidden after features.spinner.afterErrorHideMs (3 s).
 * showLoading is in state/loading.ts: only lazy chunks show it, so it stays off the first load.
 */
export type LoadingKind = 'spinner' | 'after-error';

export const ui = proxy<{ dialogs: DialogRequest[]; toasts: Toast[]; loading: LoadingRequest[] }>({ dialogs: [], toasts: [], loading: [] });

let nextId = 1;

export function showAlert(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<void> {
  return new Promise((resolve) => {
    ui.dialogs.push({ ...request, id: nextId++, resolve });
  });
}

export function closeDialog(id: number): void {
  const index = ui.dialogs.findIndex((d) => d.id === id);
  if (index < 0) return;
  const [dialog] = ui.dialogs.splice(index, 1);
  dialog?.resolve();
}

export function showToast(message: string, durationMs = 1500): void {
  const id = nextId++;
  ui.toasts.push({ id, message });
  setTimeout(() => {
    const index = ui.toasts.findIndex((t) => t.id === id);
    if (index >= 0) ui.toasts.splice(index, 1);
  }, durationMs);
}

/** Ends every loading request (a failed status call hides the loading). */
export function hideLoading(): void {
  ui.loading.splice(0);
}
