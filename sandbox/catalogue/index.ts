import type { GameLane, LaneVendorEntry, VendorGame } from '../../src/lib/wire/shapes.ts';
import { countryForMerchant } from '../countries';
import type { MerchantConfig } from '../merchants';
import { GAMES, type CardType, type CatalogueGame } from './games';
import { mixForCountry, type LaneSpec } from './merchant-mix';
import { CATEGORY_NAMES, LANE_TITLES, pick } from './texts';

// A merchant's catalogue as GCSGAME_newGameVendor answers it: its lanes in its order, names in
// the request's language (the merchant's supported languages, else EN).
//
//   lanesFor(luckyvn, 'VI')[0] -> { title: 'Xổ số', cards: [{ accountTypeName: 'LOTT', displayName: 'Xổ số Việt Nam' }, …],
//                                   gameClassify: [{ accountTypeName: 'LOTT', …, vendors: [
//                                     { vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_MB', nodeId: 12, gameId: '12001', name: 'Xổ số Miền Bắc',
//                                       image: '/games/VNLOTTO/12001.jpg', imageWebp: '/games/VNLOTTO/12001.webp', trial: false,
//                                       prizeMode: 'STANDARD' }, …] }, …],
//                                   gameCount: 10 }
//
// A category's vendors list holds each vendor's featured games (this product's reading of the
// list: the lane's tiles), the vendor's first games in that category: featuredPerVendor() of
// them, so a lane shows 6 to 12 tiles where its vendors have that many games.

export type Merchant = Pick<MerchantConfig, 'country' | 'defaultLanguage' | 'supportedLanguages'>;

const mixFor = (merchant: Merchant): LaneSpec[] => mixForCountry(countryForMerchant(merchant).countryCode);

const gamesOf = (vendor: string, type: CardType): CatalogueGame[] => GAMES.filter((g) => g.vendor === vendor && g.accountTypeName === type);

function categoryName(spec: LaneSpec, type: CardType) {
  return type === 'LOTT' || type === 'ELOTT' ? CATEGORY_NAMES[type] : LANE_TITLES[spec.kind];
}

/** 2 to 4 games per vendor (a lone vendor up to 6), for a lane of `vendors` vendor entries: about 8 tiles, 6 to 12. */
export function featuredPerVendor(vendors: number): number {
  return Math.max(2, Math.min(4, Math.ceil(8 / vendors)), Math.ceil(6 / vendors));
}

function featured(game: CatalogueGame, say: (name: CatalogueGame['name']) => string): LaneVendorEntry {
  const { vendor, gameCode, nodeId, gameId, name, trial, prizeMode } = game;
  return { vendor, gameCode, nodeId, gameId, name: say(name), ...gameImage(game), trial, ...(prizeMode ? { prizeMode } : {}) };
}

/** `emptyLane`: the lane holding that card type answers no cards and no games (scenario `games.emptyLane`). */
export function lanesFor(merchant: Merchant, language: string, emptyLane?: CardType): GameLane[] {
  const say = (name: Parameters<typeof pick>[0]) => pick(name, language, merchant.supportedLanguages);
  return mixFor(merchant).map((spec) => {
    if (spec.categories.some((c) => c.type === emptyLane)) return { title: say(LANE_TITLES[spec.kind]), cards: [], gameClassify: [], gameCount: 0 };
    const perVendor = featuredPerVendor(spec.categories.reduce((n, c) => n + c.vendors.length, 0));
    const classify = spec.categories.map(({ type, vendors }) => ({
      accountTypeName: type,
      displayName: say(categoryName(spec, type)),
      vendors: vendors.flatMap((vendor) => gamesOf(vendor, type).slice(0, perVendor).map((game) => featured(game, say))),
    }));
    return {
      title: say(LANE_TITLES[spec.kind]),
      cards: classify.map(({ accountTypeName, displayName }) => ({ accountTypeName, displayName })),
      gameClassify: classify,
      gameCount: spec.categories.reduce((n, { type, vendors }) => n + vendors.reduce((m, v) => m + gamesOf(v, type).length, 0), 0),
    };
  });
}

/** Every game the merchant offers, in lane order (a vendor in two lanes appears in both places). */
export function offeredGames(merchant: Merchant): CatalogueGame[] {
  return mixFor(merchant).flatMap((spec) => spec.categories.flatMap(({ type, vendors }) => vendors.flatMap((v) => gamesOf(v, type))));
}

/** Where a game's tile lives on the image CDNs (sandbox/cdn/): /games/<VENDOR>/<gameId>.jpg and .webp. */
export function gameImage(game: Pick<CatalogueGame, 'vendor' | 'gameId'>): { image: string; imageWebp: string } {
  const base = `/games/${game.vendor}/${game.gameId}`;
  return { image: `${base}.jpg`, imageWebp: `${base}.webp` };
}

/**
 * GCSGAME_vendorGames: the vendor's games this merchant offers, in lane order; [] for a vendor it
 * does not offer. `bulk` (scenario games.bulk) answers exactly that many: the vendor's own games,
 * then generated ones on their pictures, "Fortune Tiger 9" with gameId "2100009" and gameCode
 * "fortune-tiger-b9" (1-based place in the list; 7-digit ids never meet the catalogue's 5-digit ones).
 */
export function vendorGamesFor(merchant: Merchant, vendor: string, language: string, bulk?: number): VendorGame[] {
  const wanted = vendor.toUpperCase();
  const seen = new Set<string>();
  const own = offeredGames(merchant)
    .filter((g) => g.vendor === wanted && !seen.has(g.gameId) && seen.add(g.gameId))
    .map(({ name, ...game }) => ({ ...game, ...gameImage(game), name: pick(name, language, merchant.supportedLanguages) }));
  if (!bulk || own.length === 0) return own;
  return Array.from({ length: bulk }, (_, i) => {
    const base = own[i % own.length]!;
    if (i < own.length) return base;
    const n = i + 1;
    return { ...base, gameId: `${base.nodeId}${String(n).padStart(5, '0')}`, gameCode: `${base.gameCode}-b${n}`, name: `${base.name} ${n}` };
  });
}
