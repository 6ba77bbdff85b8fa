import { startTransition, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '@/state/preferences';
import { useAsync } from '@/ui/use-async';
import { fetchGameLanes, lanesAtHand } from './game-lanes';
import { useShelf } from './game-shelf';
import { HomeLanesView } from './home-lanes-view';
import { useLobbyTexts } from './lobby-texts';
import { useLobby } from './use-lobby';
import './lobby.css';

const LOADING = { kind: 'loading' } as const;

/** Lanes in the first commit; each later one comes in a commit of its own. */
const FIRST_LANES = 2;

/**
 * How many of `total` lanes to show: two at first, then one more per task. React slices a
 * background render, but its commit (the DOM for every tile, each tile's observer) is one task: a
 * dozen lanes at once made it the page's longest on a cheap phone. The lanes after the second are
 * below the fold, where nothing moves when they arrive.
 */
function useLanesShown(total: number): number {
  const [shown, setShown] = useState(FIRST_LANES);
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  return shown;
}

/**
 * Home's lanes, a lazy part (the first paint shows the skeletons in their place). The lanes come in
 * the player's language: a change of language asks again.
 */
export default function HomeLanes({ back }: { back: string }) {
  const { language } = useSnapshot(preferences);
  const load = useCallback(() => fetchGameLanes(language), [language]);
  const [lanes, retry] = useAsync(load, lanesAtHand);
  // Dozens of tiles are a long render on a cheap phone: the first render keeps the skeletons and
  // the lanes follow in a background render, which React splits into slices that leave the main
  // thread free for the player's taps (no long task).
  const deferred = useDeferredValue(lanes, LOADING);
  const count = useLanesShown(deferred.kind === 'ready' ? deferred.value.length : 0);
  const shown = deferred.kind === 'ready' && deferred.value.length > count ? { kind: 'ready' as const, value: deferred.value.slice(0, count) } : deferred;
  const lobby = useLobby();
  const shelf = useShelf(lobby.shelfKey);
  if (!useLobbyTexts()) return null;
  return <HomeLanesView lanes={shown} shelf={shelf} lobby={lobby} back={back} onRetry={retry} pending={shown !== deferred} />;
}
