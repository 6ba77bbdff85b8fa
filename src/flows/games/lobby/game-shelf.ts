import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';
import type { GameImage } from '@/lib/wire';
import type { LaunchableGame } from '../launch/launch-links';

/**
 * Favourites and recently played games, kept on the device per merchant and per player (a visitor
 * has a bucket of their own), so a shared phone does not mix two players' lists. Each game is
 * stored with what a tile shows, so the lanes appear without a call.
 *
 *   localStorage['lobby-shelf:luckyvn:demo'] = '{"favourites":[{…tile…}],"recent":[{…}]}'
 *
 * `recent` holds the last 12 games launched from a tile, the newest first, each once.
 */
export type TileGame = LaunchableGame & Partial<GameImage> & { name: string };

export interface Shelf {
  favourites: TileGame[];
  recent: TileGame[];
}

export const RECENT_MAX = 12;
const FAVOURITES_MAX = 60;
const EMPTY: Shelf = Object.freeze({ favourites: [], recent: [] }) as Shelf;

/** One game's identity across lanes and lists. */
export const gameKey = (g: Pick<LaunchableGame, 'vendor' | 'gameCode'>): string => `${g.vendor.toUpperCase()}/${g.gameCode}`;

export const shelfKey = (merchant: string, player: string | null): string => `lobby-shelf:${merchant}:${player || '~visitor'}`;

function keep(g: TileGame): TileGame {
  // The prize mode too: a favourite's or a recent tile's launch link is the lane tile's.
  const { vendor, gameCode, accountTypeName, gameId, nodeId, name, trial, image, imageWebp, prizeMode } = g;
  return { vendor, gameCode, accountTypeName, gameId, nodeId, name, trial, image, imageWebp, prizeMode };
}

function valid(list: unknown, max: number): TileGame[] {
  if (!Array.isArray(list)) return [];
  return list.filter((g): g is TileGame => !!g && typeof g === 'object' && typeof g.vendor === 'string' && typeof g.gameCode === 'string' && typeof g.name === 'string').slice(0, max);
}

export function readShelf(key: string): Shelf {
  const raw = storage.getJson<Partial<Shelf>>('local', key);
  if (!raw) return EMPTY;
  return { favourites: valid(raw.favourites, FAVOURITES_MAX), recent: valid(raw.recent, RECENT_MAX) };
}

const listeners = new Set<() => void>();
const cache = new Map<string, Shelf>();

function write(key: string, shelf: Shelf): void {
  cache.set(key, shelf);
  storage.setJson('local', key, shelf);
  listeners.forEach((l) => l());
}

function current(key: string): Shelf {
  let shelf = cache.get(key);
  if (!shelf) cache.set(key, (shelf = readShelf(key)));
  return shelf;
}

/** Adds the game to the favourites (the newest first), or removes it when it is one. */
export function toggleFavourite(key: string, game: TileGame): void {
  const shelf = current(key);
  const k = gameKey(game);
  const has = shelf.favourites.some((g) => gameKey(g) === k);
  const favourites = has ? shelf.favourites.filter((g) => gameKey(g) !== k) : [keep(game), ...shelf.favourites].slice(0, FAVOURITES_MAX);
  write(key, { ...shelf, favourites });
}

/** Records a launch from a tile: the game moves to the front, the list keeps the last 12. */
export function addRecent(key: string, game: TileGame): void {
  const shelf = current(key);
  const k = gameKey(game);
  write(key, { ...shelf, recent: [keep(game), ...shelf.recent.filter((g) => gameKey(g) !== k)].slice(0, RECENT_MAX) });
}

/** The shelf for a key, re-rendering on every change (in this tab). */
export function useShelf(key: string): Shelf {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current(key),
  );
}

/** Tests: forget what was read, as a reload would. */
export function forgetShelves(): void {
  cache.clear();
}
