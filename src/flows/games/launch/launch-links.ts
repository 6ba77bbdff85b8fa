/**
 * The links a tile or a banner opens, shared by the lobby (home, game page) and the launch pages.
 * The launch page takes the spec's query (vendor, code, playType, backUrl, lottoView, prompt_mode or
 * prize_mode); backUrl is always an in-app path the product built itself, the page to come back to.
 *
 *   launchPath('/m/launchGame', { vendor: 'PGSOFT', gameCode: 'fortune-tiger' }, '/m/game?category=TCG')
 *   // → '/m/launchGame?vendor=PGSOFT&code=fortune-tiger&backUrl=%2Fm%2Fgame%3Fcategory%3DTCG'
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
}

export function launchPath(launchRoute: string, game: LaunchableGame, backPath: string): string {
  const query = new URLSearchParams({ vendor: game.vendor, code: game.gameCode });
  if (game.accountTypeName) query.set('playType', game.accountTypeName);
  query.set('backUrl', backPath);
  return `${launchRoute}?${query}`;
}

export function trialPath(trialRoute: string, game: LaunchableGame, backPath: string): string {
  const query = new URLSearchParams({ gameId: game.gameId ?? '', nodeId: String(game.nodeId ?? ''), vendor: game.vendor, code: game.gameCode });
  if (game.name) query.set('name', game.name);
  query.set('backUrl', backPath);
  return `${trialRoute}?${query}`;
}
