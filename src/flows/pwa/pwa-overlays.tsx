import { proxy, ref, useSnapshot } from 'valtio';
import type { PushController } from './push/push-controller';
import { PushPrompt } from './push/push-prompt';
import { UpdateDialog } from './updates/update-dialog';

/** What the lazy part of the flow shows in the shell's overlay slot: the update dialog and, once push has started, its prompt. */
export const lazyOverlays = proxy<{ push: PushController | null }>({ push: null });

export function PwaOverlays() {
  const { push } = useSnapshot(lazyOverlays);
  return (
    <>
      <UpdateDialog />
      {push && <PushPrompt controller={push as PushController} />}
    </>
  );
}

/** Keeps the controller as it is (its state is already a proxy of its own). */
export const pushOverlay = (controller: PushController | null) => (controller ? ref(controller) : null);
