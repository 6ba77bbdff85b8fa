// The lobby's and the game launch's /wps shapes (docs/wire-contract.md section 5, "game"); part
// of shapes.ts, which re-exports them. Types only.

export interface GameCard {
  accountTypeName: string;
  displayName: string;
}

export interface GameLane {
  title: string;
  cards: GameCard[];
  gameClassify?: { accountTypeName: string; displayName: string; vendors: { vendor: string; gameCode: string; nodeId: string | number }[] }[];
  gameCount: number;
}

/** GCSGAME_vendorGames (this product's design): one vendor's games for the lobby. */
export interface VendorGamesParams {
  vendor: string;
  platform: 'html5';
}

/** One game as a lobby tile shows it and a launch sends it. */
export interface VendorGame {
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
}

export interface TrialLaunchParams {
  gameId: string;
  nodeId: string;
  platform?: string;
}

export interface LaunchGameParams {
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
