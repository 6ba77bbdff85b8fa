import type { GameLane, VendorGame } from '../../src/lib/wire/shapes.ts';
import { countryForMerchant } from '../countries';
import type { MerchantConfig } from '../merchants';
import { GAMES, type CardType, type CatalogueGame } from './games';
import { mixForCountry, type LaneSpec } from './merchant-mix';
import { CATEGORY_NAMES, LANE_TITLES, pick } from './texts';

// A merchant's catalogue as GCSGAME_newGameVendor answers it: its lanes in its order, names in
// the request's language (the merchant's supported languages, else EN).
//
//   lanesFor(luckyvn, 'VI')[0] -> { title: 'Xổ số', cards: [{ accountTypeName: 'LOTT', displayName: 'Xổ số Việt Nam' }, …],
//                                   gameClassify: [{ accountTypeName: 'LOTT', …, vendors: [{ vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_MB', nodeId: 12 }] }, …],
//                                   gameCount: 10 }

export type Merchant = Pick<MerchantConfig, 'country' | 'defaultLanguage' | 'supportedLanguages'>;

const mixFor = (merchant: Merchant): LaneSpec[] => mixForCountry(countryForMerchant(merchant).countryCode);

const gamesOf = (vendor: string, type: CardType): CatalogueGame[] => GAMES.filter((g) => g.vendor === vendor && g.accountTypeName === type);

function categoryName(spec: LaneSpec, type: CardType) {
  return type === 'LOTT' || type === 'ELOTT' ? CATEGORY_NAMES[type] : LANE_TITLES[spec.kind];
}

/** `emptyLane`: the lane holding that card type answers no cards and no games (scenario `games.emptyLane`). */
export function lanesFor(merchant: Merchant, language: string, emptyLane?: CardType): GameLane[] {
  const say = (name: Parameters<typeof pick>[0]) => pick(name, language, merchant.supportedLanguages);
  return mixFor(merchant).map((spec) => {
    if (spec.categories.some((c) => c.type === emptyLane)) return { title: say(LANE_TITLES[spec.kind]), cards: [], gameClassify: [], gameCount: 0 };
    const classify = spec.categories.map(({ type, vendors }) => ({
      accountTypeName: type,
      displayName: say(categoryName(spec, type)),
      vendors: vendors.map((vendor) => {
        const first = gamesOf(vendor, type)[0]!;
        return { vendor, gameCode: first.gameCode, nodeId: first.nodeId };
      }),
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

/** GCSGAME_vendorGames: the vendor's games this merchant offers, in lane order; [] for a vendor it does not offer. */
export function vendorGamesFor(merchant: Merchant, vendor: string, language: string): VendorGame[] {
  const wanted = vendor.toUpperCase();
  const seen = new Set<string>();
  return offeredGames(merchant)
    .filter((g) => g.vendor === wanted && !seen.has(g.gameId) && seen.add(g.gameId))
    .map(({ name, ...game }) => ({ ...game, ...gameImage(game), name: pick(name, language, merchant.supportedLanguages) }));
}
