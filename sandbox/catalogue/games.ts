import { GAME_NAMES as G, PROPER_NAMES as P, type Name } from './texts';

// Every game the sandbox knows, by vendor: 75 games of 14 vendors. A merchant offers a part of
// them (merchant-mix.ts). Card types are the game-category mapper's: LOTT (Vietnamese lottery),
// ELOTT (other lotteries), RNG (slots), PVP (card games; RNG and PVP merge into TCG in the
// mapper), LIVE, FISH, SPORTS, ESPORTS. A node is the vendor's platform node, so every game of a
// vendor shares its nodeId; gameId is the node followed by the game's place (stable: append only).
// The Vietnamese lottery's games carry a prize mode (the launch's lottoPrizeMode, passed on by the
// tile as prize_mode): STANDARD for the three regional daily draws, FAST for the quick draws. The
// other lotteries carry none, so the launch without one (lottoPrizeMode left out) is served too.

export type CardType = 'LOTT' | 'ELOTT' | 'RNG' | 'PVP' | 'LIVE' | 'FISH' | 'SPORTS' | 'ESPORTS';

export interface CatalogueGame {
  gameId: string;
  vendor: string;
  gameCode: string;
  nodeId: number;
  accountTypeName: CardType;
  name: Name;
  /** Offers trial play (GCS_gameTrialLaunch): slots, fishing and card games do; money-only games do not. */
  trial: boolean;
  prizeMode?: string;
}

type Entry = [code: string, type: CardType, name: Name, prizeMode?: string];

const TRIAL_TYPES: ReadonlySet<CardType> = new Set(['RNG', 'PVP', 'FISH']);

const VENDORS: Record<string, { nodeId: number; games: Entry[] }> = {
  VNLOTTO: { nodeId: 12, games: [
    ['VN_LOTTO_MB', 'LOTT', G.northern, 'STANDARD'], ['VN_LOTTO_MN', 'LOTT', G.southern, 'STANDARD'], ['VN_LOTTO_MT', 'LOTT', G.central, 'STANDARD'],
    ['VN_LOTTO_ST45', 'LOTT', G.fast45, 'FAST'], ['VN_LOTTO_VIP5', 'LOTT', G.vip5, 'FAST'],
  ] },
  SEALOTT: { nodeId: 13, games: [
    ['TH_GOV', 'ELOTT', G.thaiGov], ['LA_LOTTO', 'ELOTT', G.lao], ['HN_LOTTO', 'ELOTT', G.hanoi],
    ['MAGNUM_4D', 'ELOTT', 'Magnum 4D'], ['KENO', 'ELOTT', G.keno],
  ] },
  PGSOFT: { nodeId: 21, games: [
    ['fortune-tiger', 'RNG', 'Fortune Tiger'], ['fortune-ox', 'RNG', 'Fortune Ox'], ['mahjong-ways', 'RNG', 'Mahjong Ways'],
    ['mahjong-ways2', 'RNG', 'Mahjong Ways 2'], ['lucky-neko', 'RNG', 'Lucky Neko'], ['treasures-aztec', 'RNG', 'Treasures of Aztec'],
    ['wild-bandito', 'RNG', 'Wild Bandito'], ['caishen-wins', 'RNG', 'Caishen Wins'],
  ] },
  JILI: { nodeId: 22, games: [
    ['super-ace', 'RNG', 'Super Ace'], ['golden-empire', 'RNG', 'Golden Empire'], ['money-coming', 'RNG', 'Money Coming'],
    ['fortune-gems', 'RNG', 'Fortune Gems'], ['boxing-king', 'RNG', 'Boxing King'], ['crazy-777', 'RNG', 'Crazy777'],
    ['jackpot-fishing', 'FISH', 'Jackpot Fishing'], ['mega-fishing', 'FISH', 'Mega Fishing'], ['royal-fishing', 'FISH', 'Royal Fishing'],
    ['all-star-fishing', 'FISH', 'All-star Fishing'],
  ] },
  PRAGMATIC: { nodeId: 23, games: [
    ['vs20fruitsw', 'RNG', 'Sweet Bonanza'], ['vs20olympgate', 'RNG', 'Gates of Olympus'], ['vs20starlight', 'RNG', 'Starlight Princess'],
    ['vs20doghouse', 'RNG', 'The Dog House'], ['vs40wildwest', 'RNG', 'Wild West Gold'], ['vs20sugarrush', 'RNG', 'Sugar Rush'],
  ] },
  SPADE: { nodeId: 24, games: [
    ['S-FS01', 'RNG', 'Fiery Sevens'], ['S-GP02', 'RNG', 'Gold Panther'], ['S-LK03', 'RNG', 'Lucky Koi'],
    ['S-ZE04', 'RNG', 'Zeus'], ['F-FG01', 'FISH', 'Fishing God'],
  ] },
  KINGMAKER: { nodeId: 31, games: [
    ['KM-TIENLEN', 'PVP', P.tienLen], ['KM-XOCDIA', 'PVP', P.xocDia], ['KM-POKDENG', 'PVP', P.pokDeng],
    ['KM-THAIHILO', 'PVP', P.thaiHiLo], ['KM-ANDARBAHAR', 'PVP', P.andarBahar],
  ] },
  V8POKER: { nodeId: 32, games: [
    ['620', 'PVP', G.holdem], ['630', 'PVP', P.teenPatti], ['830', 'PVP', P.niuNiu], ['890', 'PVP', G.rummy], ['600', 'PVP', G.blackjack],
  ] },
  EVO: { nodeId: 41, games: [
    ['baccarat', 'LIVE', G.baccarat], ['lightning-roulette', 'LIVE', 'Lightning Roulette'], ['crazy-time', 'LIVE', 'Crazy Time'],
    ['dragon-tiger', 'LIVE', G.dragonTiger], ['blackjack', 'LIVE', G.blackjack], ['sic-bo', 'LIVE', G.sicBo],
    ['monopoly-live', 'LIVE', 'Monopoly Live'], ['lightning-baccarat', 'LIVE', 'Lightning Baccarat'],
  ] },
  SEXY: { nodeId: 42, games: [
    ['MX-LIVE-001', 'LIVE', G.baccarat], ['MX-LIVE-006', 'LIVE', G.dragonTiger], ['MX-LIVE-009', 'LIVE', G.roulette],
    ['MX-LIVE-012', 'LIVE', G.sicBo], ['MX-LIVE-015', 'LIVE', G.fishPrawnCrab],
  ] },
  JDB: { nodeId: 51, games: [
    ['7001', 'FISH', 'Dragon Fishing'], ['7002', 'FISH', 'Fishing YiLuFa'], ['7003', 'FISH', 'Cai Shen Fishing'],
  ] },
  SABA: { nodeId: 61, games: [
    ['sportsbook', 'SPORTS', G.sportsbook], ['virtual-football', 'SPORTS', G.virtualFootball], ['virtual-basketball', 'SPORTS', G.virtualBasketball],
  ] },
  CMD368: { nodeId: 62, games: [
    ['football', 'SPORTS', G.football], ['cricket', 'SPORTS', G.cricket],
  ] },
  TFGAMING: { nodeId: 71, games: [
    ['lobby', 'ESPORTS', G.esportsBook], ['lol', 'ESPORTS', 'League of Legends'], ['dota2', 'ESPORTS', 'Dota 2'],
    ['cs2', 'ESPORTS', 'Counter-Strike 2'], ['mlbb', 'ESPORTS', 'Mobile Legends: Bang Bang'],
  ] },
};

export const GAMES: readonly CatalogueGame[] = Object.entries(VENDORS).flatMap(([vendor, { nodeId, games }]) =>
  games.map(([gameCode, accountTypeName, name, prizeMode], i) => ({
    gameId: String(nodeId * 1000 + i + 1), vendor, gameCode, nodeId, accountTypeName, name, trial: TRIAL_TYPES.has(accountTypeName),
    ...(prizeMode ? { prizeMode } : {}),
  })),
);
