import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { gameKey, type TileGame } from './game-shelf';
import { GameTile } from './game-tile';
import type { Lobby } from './use-lobby';
import './lobby.css';

/**
 * One lane of home: title, game count, "see all" (the game page on the lane's category), and a
 * horizontal row of tiles; a lane without games says so in a friendly line.
 */
export function GameLaneView({ id, title, count, seeAll, games, lobby, back, favourites }: {
  id: string;
  title: string;
  count?: number;
  seeAll?: string;
  games: readonly TileGame[];
  lobby: Lobby;
  back: string;
  favourites: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const headingId = `lane-${id}`;
  return (
    <section className="lane" aria-labelledby={headingId}>
      <div className="lane__head">
        <h2 className="lane__title" id={headingId}>{title}</h2>
        {count !== undefined && <span className="lane__count">{t('home.game_count', { count })}</span>}
        {seeAll && <Link href={seeAll} className="lane__all" aria-label={t('lobby.see_all_of', { title })}>{t('lobby.see_all')}</Link>}
      </div>
      {games.length ? (
        <ul className="lane__row">
          {games.map((g) => (
            <li key={gameKey(g)}><GameTile game={g} lobby={lobby} back={back} favourite={favourites.has(gameKey(g))} t={t} /></li>
          ))}
        </ul>
      ) : (
        <p className="lane__empty">{t('lobby.lane_empty')}</p>
      )}
    </section>
  );
}
