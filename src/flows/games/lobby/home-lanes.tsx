import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '@/state/preferences';
import { useAsync } from '@/ui/use-async';
import { fetchGameLanes, lanesAtHand } from './game-lanes';
import { useShelf } from './game-shelf';
import { HomeLanesView } from './home-lanes-view';
import { useLobbyTexts } from './lobby-texts';
import { useLobby } from './use-lobby';
import './lobby.css';

/**
 * Home's lanes, a lazy part (the first paint shows the skeletons in their place). The lanes come in
 * the player's language: a change of language asks again.
 */
export default function HomeLanes({ back }: { back: string }) {
  const { language } = useSnapshot(preferences);
  const load = useCallback(() => fetchGameLanes(language), [language]);
  const [lanes, retry] = useAsync(load, lanesAtHand);
  const lobby = useLobby();
  const shelf = useShelf(lobby.shelfKey);
  if (!useLobbyTexts()) return null;
  return <HomeLanesView lanes={lanes} shelf={shelf} lobby={lobby} back={back} onRetry={retry} />;
}
