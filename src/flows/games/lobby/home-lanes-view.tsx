import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import type { AsyncState } from '@/ui/use-async';
import { LaneSkeletons } from '../home/lane-skeletons';
import type { GameLane } from './game-lanes';
import { GameLaneView } from './game-lane-view';
import { gameKey, type Shelf } from './game-shelf';
import { laneGames } from './lane-games';
import type { Lobby } from './use-lobby';

/** The grey place-holder of the next lane not rendered yet: a lane's height, busy for screen readers. */
export function NextLanePlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="lane-skeleton lane-skeleton--next" aria-busy="true" />;
}

/** Home's lanes: the player's favourites and recently played first (when not empty), then the server's lanes. */
export function HomeLanesView({ lanes, shelf, lobby, back, onRetry, more, onFocus }: {
  lanes: AsyncState<GameLane[]>;
  shelf: Shelf;
  lobby: Lobby;
  back: string;
  onRetry: () => void;
  /** The place-holder of the lanes not rendered yet (home-lanes.tsx renders each as it comes near the screen). */
  more?: ReactNode;
  /** Focus moved into the lanes. */
  onFocus?: () => void;
}) {
  const { t } = useTranslation();
  const favourites = new Set(shelf.favourites.map(gameKey));
  return (
    <div className="lobby-lanes" onFocus={onFocus}>
      {shelf.favourites.length > 0 && <GameLaneView id="favourites" title={t('lobby.favourites')} games={shelf.favourites} lobby={lobby} back={back} favourites={favourites} />}
      {shelf.recent.length > 0 && <GameLaneView id="recent" title={t('lobby.recent')} games={shelf.recent} lobby={lobby} back={back} favourites={favourites} />}
      {lanes.kind === 'loading' && <LaneSkeletons />}
      {lanes.kind === 'error' && (
        <div className="notice" role="alert">
          {t('lobby.games_failed')} <Button variant="ghost" onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      )}
      {lanes.kind === 'ready' && lanes.value.map((lane, i) => {
        const { category, games } = laneGames(lane);
        return <GameLaneView key={`${i}-${lane.title}`} id={`${i}`} title={lane.title} count={lane.gameCount} seeAll={category ? lobby.gameHref(category) : undefined} games={games} lobby={lobby} back={back} favourites={favourites} />;
      })}
      {lanes.kind === 'ready' && more}
    </div>
  );
}
