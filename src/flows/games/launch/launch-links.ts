import { lotteryPlayType } from '../lobby/game-category-mapper';

/**
 * The links a tile or a banner opens, shared by the lobby (home, game page) and the launch pages.
 * The launch page takes the route's query (vendor, code, playType, backUrl, lottoView, prompt_mode
 * or prize_mode); backUrl is always an in-app path the product built itself, the page to come back to.
 *
 * A game of a lottery family (lotteryPlayType: LOTT, ELOTT and their derived ids) gets its
 * family as playType, which picks the launch call's shape (launch-params.ts), lottoView `betting`
 * (a tile names one game: its betting view, what the launch page would pick for a code anyway,
 * said in the link) and `prize_mode` when its game entry carries a prize mode. Any other game
 * keeps its card type as playType, which the launch page reads as "not a lottery".
 *
 *   launchPath('/m/launchGame', { vendor: 'PGSOFT', gameCode: 'fortune-tiger' }, '/m/game?category=TCG')
 *   // → '/m/launchGame?vendor=PGSOFT&code=fortune-tiger&backUrl=%2Fm%2Fgame%3Fcategory%3DTCG'
 *   launchPath('/m/launchGame', { vendor: 'VNLOTTO', gameCode: 'VN_LOTTO_ST45', accountTypeName: 'VIETNAM_LOTTO', prizeMode: 'FAST' }, '/m/home')
 *   // → '/m/launchGame?vendor=VNLOTTO&code=VN_LOTTO_ST45&playType=LOTT&lottoView=betting&prize_mode=FAST&backUrl=%2Fm%2Fhome'
 *   trialPath('/m/trialGame', { vendor: 'JILI', gameCode: 'super-ace', gameId: '22-1', nodeId: 22, name: 'Super Ace' }, '/m/home')
 *   // → '/m/trialGame?gameId=22-1&nodeId=22&vendor=JILI&code=super-ace&name=Super+Ace&backUrl=%2Fm%2Fhome'
 */
export interface LaunchableGame {
  vendor: string;
  gameCode: string;
  /** The card type (LOTT, ELOTT, RNG, …): decides the launch call's shape. */
  accountTypeName?: string;
  gameId?: string;
  nodeId?: string | number;
  name?: string;
  trial?: boolean;
  /** A lottery game's prize mode, from its game entry (docs/wire-contract.md, "game"): the launch's lottoPrizeMode. */
  prizeMode?: string;
}

export function launchPath(launchRoute: string, game: LaunchableGame, backPath: string): string {
  const query = new URLSearchParams({ vendor: game.vendor, code: game.gameCode });
  const lottery = lotteryPlayType(game.accountTypeName ?? '');
  if (lottery) {
    query.set('playType', lottery);
    query.set('lottoView', game.gameCode ? 'betting' : 'lobby');
    if (game.prizeMode) query.set('prize_mode', game.prizeMode);
  } else if (game.accountTypeName) query.set('playType', game.accountTypeName);
  query.set('backUrl', backPath);
  return `${launchRoute}?${query}`;
}

export function trialPath(trialRoute: string, game: LaunchableGame, backPath: string): string {
  const query = new URLSearchParams({ gameId: game.gameId ?? '', nodeId: String(game.nodeId ?? ''), vendor: game.vendor, code: game.gameCode });
  if (game.name) query.set('name', game.name);
  query.set('backUrl', backPath);
  return `${trialRoute}?${query}`;
}
