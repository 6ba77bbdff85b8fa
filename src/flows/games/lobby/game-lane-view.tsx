import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { gameKey, type TileGame } from './game-shelf';
import { GameTile } from './game-tile';
import type { Lobby } from './use-lobby';
import './lobby.css';

/** Tiles a row starts with: a phone shows three, and the fourth is the one a swipe brings in. */
export const ROW_START = 4;

/**
 * Whether a row shows all its tiles: from the start when it has few, else once the player moves
 * it (a scroll or a touch) or moves into it with the keyboard. Dozens of tiles the player has not
 * reached were most of the lobby's first work on a cheap phone.
 */
function useWholeRow(count: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [whole, setWhole] = useState(count <= ROW_START);
  useEffect(() => {
    const row = ref.current;
    if (whole || !row) return;
    const more = () => startTransition(() => setWhole(true));
    const events = ['scroll', 'pointerdown', 'focusin'] as const;
    for (const e of events) row.addEventListener(e, more, { once: true, passive: true });
    // A screen wide enough to show the first tiles with room to spare has nothing to swipe: there
    // the row fills as soon as it is on screen.
    const wide = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && row.scrollWidth <= row.clientWidth) more();
    });
    wide?.observe(row);
    return () => {
      events.forEach((e) => row.removeEventListener(e, more));
      wide?.disconnect();
    };
  }, [whole]);
  return { ref, whole };
}

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
  const row = useWholeRow(games.length);
  const shown = row.whole ? games : games.slice(0, ROW_START);
  return (
    <section className="lane" aria-labelledby={headingId}>
      <div className="lane__head">
        <h2 className="lane__title" id={headingId}>{title}</h2>
        {count !== undefined && <span className="lane__count">{t('home.game_count', { count })}</span>}
        {seeAll && <Link href={seeAll} className="lane__all">{t('lobby.see_all')}<span className="sr-only"> {title}</span></Link>}
      </div>
      {games.length ? (
        // data-whole: every tile is there (tests wait for it after a swipe; the fill is a transition).
        <ul className="lane__row" ref={row.ref} data-whole={row.whole ? '' : undefined}>
          {shown.map((g) => (
            <li key={gameKey(g)}><GameTile game={g} lobby={lobby} back={back} favourite={favourites.has(gameKey(g))} t={t} /></li>
          ))}
        </ul>
      ) : (
        <p className="lane__empty">{t('lobby.lane_empty')}</p>
      )}
    </section>
  );
}
