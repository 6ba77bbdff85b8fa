import { useSnapshot } from 'valtio';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { lazyPart } from '@/ui/lazy-part';

const Widget = lazyPart(() => import('./mini-game-widget'));
/** A member has been logged in on this page: from then on the widget stays mounted (shown or hidden). */
let member = false;

/**
 * The mini-game widget's shell part (first load: a flag and the session): nothing for a visitor
 * or when MINIGAME3 is off; once a member is logged in the widget loads (after the first paint)
 * and stays mounted, showing or hiding itself as the login state changes.
 */
export function MiniGameOverlay() {
  const on = useSite().features.miniGame.enabled;
  if (useSnapshot(session).info?.token) member = true;
  return on && member ? <Widget /> : null;
}
