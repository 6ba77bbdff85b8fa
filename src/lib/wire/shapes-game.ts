// The lobby's and the game launch's /wps shapes (docs/wire-contract.md section 5, "game"); part
// of shapes.ts, which re-exports them. Types only.

export interface GameCard {
  accountTypeName: string;
  displayName: string;
}

/**
 * A game's picture as the lobby shows it: paths on an image CDN (the client puts a host from the
 * status response's imageCDNs in front) or absolute URLs. `image` is universal (JPEG); `imageWebp`,
 * when present, the same picture in a modern format, offered first.
 *
 *   { image: '/games/PGSOFT/fortune-tiger.jpg', imageWebp: '/games/PGSOFT/fortune-tiger.webp' }
 */
export interface GameImage {
  image: string;
  imageWebp?: string;
}

/**
 * One entry of a category's vendors list. The wire names only vendor, gameCode and nodeId; this
 * product reads each entry as the vendor's featured game in that category, so an entry also carries
 * what a tile shows (docs/wire-contract.md, "game"): the home lane's tiles are these entries.
 */
export interface LaneVendorEntry extends Partial<GameImage> {
  vendor: string;
  gameCode: string;
  nodeId: string | number;
  gameId?: string;
  /** The game's name, in the request's language. */
  name?: string;
  trial?: boolean;
  /** A lottery game's prize mode, as VendorGame's. */
  prizeMode?: string;
}

export interface GameLane {
  title: string;
  cards: GameCard[];
  gameClassify?: { accountTypeName: string; displayName: string; vendors: LaneVendorEntry[] }[];
  gameCount: number;
}

/** GCSGAME_vendorGames (this product's design): one vendor's games for the lobby. */
export interface VendorGamesParams {
  vendor: string;
  platform: 'html5';
}

/** One game as a lobby tile shows it and a launch sends it. */
export interface VendorGame extends GameImage {
  /** Trial launch `gameId`. */
  gameId: string;
  vendor: string;
  /** Launch `code` (lottery: `lottoGameCode`). */
  gameCode: string;
  /** Trial launch `nodeId`: the vendor's platform node. */
  nodeId: string | number;
  /** The game's card type (LOTT, ELOTT, RNG, PVP, LIVE, FISH, SPORTS, ESPORTS): its category in the mapper. */
  accountTypeName: string;
  /** In the request's Language when the operator has it, else English. */
  name: string;
  /** Offers trial play (GCS_gameTrialLaunch). */
  trial: boolean;
  /**
   * A lottery game's prize mode, the launch's `lottoPrizeMode` (this product's design: the game
   * data had no field for it). The operator sends it for a game that has one; the tile passes it
   * on as it came (`prize_mode`); absent, the launch leaves lottoPrizeMode out.
   */
  prizeMode?: string;
}

export interface TrialLaunchParams {
  gameId: string;
  nodeId: string;
  platform?: string;
}

export interface LaunchGameParams {
  /** Non-lottery vendors (this product's design): the vendor and its game code. */
  vendor?: string;
  code?: string;
  launchMode?: 'LOTT';
  lottoMode?: 'SEA_Tradition_Mobile';
  lottoArea?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  lottoView?: string;
  device?: string;
  backUrl?: string;
  hasLobby?: boolean;
  language?: string;
  title?: string;
  labelName?: string;
}

export interface GameUrlValue {
  gameUrl: string;
}

/**
 * The synchronous trial launch's answer (this product's design): the game server's HTTP status and
 * its body as it came, `{gameUrl}` on success (an object, or the same JSON as text), else its error
 * (`{message}` when it has one).
 *
 *   { statusCode: 200, body: { gameUrl: 'https://games.good.com/trial?g=1' } }
 *   { statusCode: 503, body: { message: 'Trial play is closed for maintenance.' } }
 */
export interface TrialLaunchSyncValue {
  statusCode: number;
  body: (Partial<GameUrlValue> & { message?: string }) | string | null;
}
