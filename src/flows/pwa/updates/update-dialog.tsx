import { useSnapshot } from 'valtio';
import { useOverlayTurn } from '@/state/overlay-queue';
import { UpdateDialogView } from './update-dialog-view';
import { dismissUpdatePrompt, refreshNow, updatePrompt } from './update-prompt';

/** The update dialog wired to its state; pwa-start.ts mounts it in the shell's slot. First in the overlay queue. */
export function UpdateDialog() {
  const { open, refreshing } = useSnapshot(updatePrompt);
  const turn = useOverlayTurn('update', open);
  return open && turn ? <UpdateDialogView refreshing={refreshing} onRefresh={refreshNow} onLater={dismissUpdatePrompt} /> : null;
}
