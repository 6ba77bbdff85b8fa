import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useSite } from '@/runtime/site';
import { preferences } from '@/state/preferences';
import { useAsync } from '@/ui/use-async';
import { mapGameCategories } from './game-category-mapper';
import { fetchGameLanes, lanesAtHand } from './game-lanes';
import { categoryGames } from './lane-games';
import { searchGames } from './game-search';
import { useShelf, type TileGame } from './game-shelf';
import { GameView, type GamesState } from './game-view';
import { useLobbyTexts } from './lobby-texts';
import { useLobby } from './use-lobby';
import { fetchVendorGames, type VendorGame } from './vendor-games';
import './lobby.css';

const toTile = (g: VendorGame): TileGame => ({ vendor: g.vendor, gameCode: g.gameCode, accountTypeName: g.accountTypeName, gameId: g.gameId, nodeId: g.nodeId, name: g.name, trial: g.trial, image: g.image, imageWebp: g.imageWebp, prizeMode: g.prizeMode });

/** Every game of these vendors (each vendor's call cached), each vendor in order. */
async function gamesOf(vendors: readonly string[], language: string): Promise<TileGame[]> {
  const lists = await Promise.all(vendors.map((v) => fetchVendorGames(v, language)));
  return lists.flat().map(toTile);
}

/**
 * /m/game: `?category=` selects the tab (home's "see all" links; a derived id such as SEA_LOTT
 * opens its parent's), the first category otherwise. The grid shows the category's games of its
 * vendors (TCG holds RNG and PVP, ELOTT its derived ids) by ordinal, filtered by one vendor when a
 * chip is chosen; a search looks through every vendor's games.
 */
export default function GameScreen() {
  const site = useSite();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { language } = useSnapshot(preferences);
  const lobby = useLobby();
  const shelf = useShelf(lobby.shelfKey);
  const ready = useLobbyTexts();
  const loadLanes = useCallback(() => fetchGameLanes(language), [language]);
  const [lanes, retryLanes] = useAsync(loadLanes, lanesAtHand);
  const categories = useMemo(() => (lanes.kind === 'ready' ? mapGameCategories(lanes.value) : null), [lanes]);
  const asked = categories?.tabOf(new URLSearchParams(search).get('category') ?? '') ?? '';
  const category = categories ? (categories.sorting.includes(asked) ? asked : categories.sorting[0] ?? null) : null;
  const vendors = category && categories ? categories.byCategory[category]?.vendors ?? [] : [];
  const [vendor, setVendor] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [games, setGames] = useState<GamesState>({ kind: 'loading' });
  const searching = query.trim() !== '';
  const back = `${site.routes.pathForScreen('game') ?? '/m/game'}${category ? `?category=${encodeURIComponent(category)}` : ''}`;

  useEffect(() => setVendor(null), [category]);

  // The vendors whose games are needed: the category's, or every vendor while searching.
  const wanted = searching ? categories?.vendorSorting ?? [] : vendor ? [vendor] : vendors;
  const wantedKey = wanted.join(',');
  const key = `${wantedKey}|${language}|${attempt}`;
  const [all, setAll] = useState<{ key: string; games: TileGame[] } | null>(null);
  useEffect(() => {
    if (!categories) return;
    let live = true;
    setGames({ kind: 'loading' });
    gamesOf(wanted, language).then(
      (list) => live && setAll({ key, games: list }),
      () => live && setGames({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories, wantedKey, language, attempt]);

  useEffect(() => {
    if (!all || all.key !== key) return; // the answer for what was asked before
    const list = searching ? searchGames(all.games, query) : categories && category ? categoryGames(all.games, category, categories) : [];
    setGames({ kind: 'ready', games: list });
  }, [all, key, query, searching, category, categories]);

  if (!ready) return null;
  return (
    <GameView
      categories={categories?.sorting.map((id) => ({ id, name: categories.displayName(id) })) ?? []}
      category={category}
      vendors={vendors}
      vendor={vendor}
      query={query}
      games={lanes.kind === 'error' ? { kind: 'error' } : games}
      shelf={shelf}
      lobby={lobby}
      back={back}
      onCategory={(id) => navigate(`${path}?category=${encodeURIComponent(id)}`, { replace: true })}
      onVendor={setVendor}
      onQuery={setQuery}
      onRetry={() => (lanes.kind === 'error' ? retryLanes() : setAttempt((n) => n + 1))}
    />
  );
}
