import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { lazyPart } from '@/ui/lazy-part';

const Widget = lazyPart(() => import('./mini-game-widget'));

/**
 * The mini-game widget's shell part (first load: a flag and the session): nothing for a visitor
 * or when MINIGAME3 is off; once a member is logged in the widget loads (after the first paint)
 * and stays mounted, shown or hidden as the login state changes.
 */
export function MiniGameOverlay() {
  const { features, manifest } = useSite();
  const loggedIn = Boolean(useSnapshot(session).info?.token);
  const [member, setMember] = useState(loggedIn);
  if (loggedIn && !member) setMember(true);
  if (!features.miniGame.enabled || !member) return null;
  return <Widget visible={loggedIn} script={manifest.miniGame?.script ?? 'v1'} />;
}
