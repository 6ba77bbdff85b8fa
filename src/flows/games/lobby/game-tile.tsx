import { memo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { FallbackPicture } from './fallback-picture';
import { addRecent, gameKey, toggleFavourite, type TileGame } from './game-shelf';
import { useNearScreen } from './near-screen';
import type { Lobby } from './use-lobby';

export const TILE_SIZE = 112;

/**
 * One game: its picture (fetched once near the screen, retried on the other image hosts; `near` is
 * the only gate, so the picture and its retry load even while the lane sits outside the screen and
 * the browser skips its rendering, see lobby.css), name and
 * vendor, a star that toggles the favourite without launching, and for visitors of a game with
 * trial play a "Try for free" button. Tapping the tile launches the game (the launch page's route
 * guard sends a visitor through login and back) and records it as recently played.
 */
export const GameTile = memo(function GameTile({ game, lobby, back, favourite, t, nearAlready = false }: {
  game: TileGame;
  lobby: Lobby;
  back: string;
  favourite: boolean;
  /** The lane's or grid's translate function: dozens of tiles each subscribing to i18next on their
   * own made the lobby's first render a long task on a cheap phone; a change of language re-renders
   * the parent, whose new `t` re-renders the tiles. */
  t: TFunction;
  /** Mounted near the screen (a windowed grid's row once the player scrolls): the picture loads
   * with the tile's first render, not a render later. */
  nearAlready?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, nearAlready);
  const href = lobby.launchHref(game, back);
  const trial = lobby.trialHref(game, back);
  const placeholder = <span className="tile__placeholder" aria-hidden="true">{game.name}</span>;
  const body = (
    <>
      <span className="tile__picture">
        <FallbackPicture className="tile__img" jpg={lobby.hosts.urls(game.image)} webp={lobby.hosts.urls(game.imageWebp)} width={TILE_SIZE} height={TILE_SIZE} alt="" load={near} eager fallback={placeholder} />
      </span>
      <span className="tile__name">{game.name}</span>
      <span className="tile__vendor">{game.vendor}</span>
    </>
  );
  return (
    <div className="tile" ref={ref} data-game={gameKey(game)}>
      {href ? (
        <Link href={href} className="tile__link" onClick={() => addRecent(lobby.shelfKey, game)}>{body}</Link>
      ) : (
        <span className="tile__link">{body}</span>
      )}
      <button
        type="button"
        className="tile__star"
        aria-pressed={favourite}
        aria-label={t('lobby.favourite', { name: game.name })}
        onClick={() => toggleFavourite(lobby.shelfKey, game)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" /></svg>
      </button>
      {/* Named by what it shows, then the game's name for a screen reader (WCAG 2.5.3, label in name). */}
      {trial && <Link href={trial} className="tile__trial"><span className="tile__trial-pill">{t('lobby.try_free')}</span><span className="sr-only"> {game.name}</span></Link>}
    </div>
  );
});
