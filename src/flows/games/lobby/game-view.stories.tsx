import { storyGames, storyLobby } from './story-lobby';
import { GameView, type GameViewProps } from './game-view';

const many = Array.from({ length: 500 }, (_, i) => ({ ...storyGames[i % storyGames.length]!, gameCode: `g${i}`, name: `${storyGames[i % storyGames.length]!.name} ${i + 1}` }));
const base: GameViewProps = {
  categories: [{ id: 'LOTT', name: 'Vietnam Lotto' }, { id: 'TCG', name: 'Slots' }, { id: 'LIVE', name: 'Live casino' }, { id: 'FISH', name: 'Fishing' }],
  category: 'TCG',
  vendors: ['PGSOFT', 'JILI'],
  vendor: null,
  query: '',
  games: { kind: 'ready', games: storyGames.slice(0, 3) },
  shelf: { favourites: [], recent: [] },
  lobby: storyLobby(false),
  back: '/m/game?category=TCG',
  onCategory: () => undefined,
  onVendor: () => undefined,
  onQuery: () => undefined,
  onRetry: () => undefined,
};

export const Category = () => <GameView {...base} />;
export const Loading = () => <GameView {...base} games={{ kind: 'loading' }} />;
export const Failed = () => <GameView {...base} games={{ kind: 'error' }} />;
export const Empty = () => <GameView {...base} category="FISH" vendors={[]} games={{ kind: 'ready', games: [] }} />;
export const VendorChosen = () => <GameView {...base} vendor="JILI" games={{ kind: 'ready', games: [storyGames[2]!] }} />;
export const Search = () => <GameView {...base} query="mahjong" games={{ kind: 'ready', games: [storyGames[1]!] }} />;
export const SearchFindsNothing = () => <GameView {...base} query="zzz" games={{ kind: 'ready', games: [] }} />;
export const MemberWithShelf = () => <GameView {...base} lobby={storyLobby(true)} shelf={{ favourites: [storyGames[0]!, storyGames[3]!], recent: [storyGames[4]!] }} />;
export const FiveHundredGames = () => <GameView {...base} games={{ kind: 'ready', games: many }} />;
