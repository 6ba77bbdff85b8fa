import { useSnapshot } from 'valtio';
import { UpdateDialogView } from './update-dialog-view';
import { dismissUpdatePrompt, refreshNow, updatePrompt } from './update-prompt';

/** The update dialog wired to its state; pwa-start.ts mounts it in the shell's slot. */
export function UpdateDialog() {
  const { open, refreshing } = useSnapshot(updatePrompt);
  return open ? <UpdateDialogView refreshing={refreshing} onRefresh={refreshNow} onLater={dismissUpdatePrompt} /> : null;
}
