import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { LaneSkeletons } from '../home/lane-skeletons';
import { GameGrid } from './game-grid';
import { GameLaneView } from './game-lane-view';
import { gameKey, type Shelf, type TileGame } from './game-shelf';
import type { Lobby } from './use-lobby';
import './lobby.css';

export type GamesState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; games: readonly TileGame[] };

export interface GameViewProps {
  categories: readonly { id: string; name: string }[];
  category: string | null;
  vendors: readonly string[];
  vendor: string | null;
  query: string;
  games: GamesState;
  shelf: Shelf;
  lobby: Lobby;
  back: string;
  onCategory: (id: string) => void;
  onVendor: (vendor: string | null) => void;
  onQuery: (query: string) => void;
  onRetry: () => void;
}

/**
 * The game page: search (over every game of the merchant), category tabs, a vendor filter, the
 * player's favourites and recently played, and the windowed grid.
 */
export function GameView({ categories, category, vendors, vendor, query, games, shelf, lobby, back, onCategory, onVendor, onQuery, onRetry }: GameViewProps) {
  const { t } = useTranslation();
  const favourites = new Set(shelf.favourites.map(gameKey));
  const searching = query.trim() !== '';
  return (
    <Screen title={t('screen.game')}>
      <div className="game-search" role="search">
        <label className="sr-only" htmlFor="game-search">{t('lobby.search')}</label>
        <input id="game-search" className="field__input game-search__input" type="search" placeholder={t('lobby.search')} value={query} onChange={(e) => onQuery(e.target.value)} autoComplete="off" enterKeyHint="search" />
      </div>
      {!searching && (
        <>
          <nav className="chips" aria-label={t('lobby.categories')}>
            {categories.map((c) => (
              <button key={c.id} type="button" className="chip chip--tab" aria-pressed={c.id === category} onClick={() => onCategory(c.id)}>{c.name}</button>
            ))}
          </nav>
          {vendors.length > 1 && (
            <div className="chips" role="group" aria-label={t('lobby.vendors')}>
              <button type="button" className="chip" aria-pressed={vendor === null} onClick={() => onVendor(null)}>{t('lobby.all_vendors')}</button>
              {vendors.map((v) => <button key={v} type="button" className="chip" aria-pressed={vendor === v} onClick={() => onVendor(v)}>{v}</button>)}
            </div>
          )}
          {shelf.favourites.length > 0 && <GameLaneView id="favourites" title={t('lobby.favourites')} games={shelf.favourites} lobby={lobby} back={back} favourites={favourites} />}
          {shelf.recent.length > 0 && <GameLaneView id="recent" title={t('lobby.recent')} games={shelf.recent} lobby={lobby} back={back} favourites={favourites} />}
        </>
      )}
      {games.kind === 'loading' && <LaneSkeletons count={2} />}
      {games.kind === 'error' && (
        <div className="notice" role="alert">
          {t('lobby.games_failed')} <Button variant="ghost" onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      )}
      {games.kind === 'ready' && (games.games.length ? (
        <>
          <p className="game-count" aria-live="polite">{t('home.game_count', { count: games.games.length })}</p>
          <GameGrid games={games.games} lobby={lobby} back={back} favourites={favourites} label={searching ? t('lobby.search') : categories.find((c) => c.id === category)?.name ?? t('screen.game')} />
        </>
      ) : (
        <p className="lane__empty" role="status">{searching ? t('lobby.search_none', { query: query.trim() }) : t('lobby.lane_empty')}</p>
      ))}
    </Screen>
  );
}
