import type { ComponentType } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';

/**
 * Mounted once by the shell (`ShellOverlays`, app/flows.tsx): a slot that the flow's lazy chunk fills
 * with its update dialog (update-dialog.tsx), so the dialog's code is not on the first load.
 */
export const overlaySlot = proxy<{ view: ComponentType | null }>({ view: null });

export function mountOverlay(view: ComponentType): void {
  overlaySlot.view = ref(view);
}

export function PwaOverlay() {
  // The snapshot's deep-readonly typing does not fit a component type; `ref` kept it as it was.
  const View = useSnapshot(overlaySlot).view as ComponentType | null;
  return View ? <View /> : null;
}
