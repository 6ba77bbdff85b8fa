import { useCallback, useDeferredValue } from 'react';
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
  const shown = useDeferredValue(lanes, LOADING);
  const lobby = useLobby();
  const shelf = useShelf(lobby.shelfKey);
  if (!useLobbyTexts()) return null;
  return <HomeLanesView lanes={shown} shelf={shelf} lobby={lobby} back={back} onRetry={retry} />;
}
