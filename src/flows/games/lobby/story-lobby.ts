import { launchPath, trialPath } from '../launch/launch-links';
import type { TileGame } from './game-shelf';
import type { Lobby } from './use-lobby';

/** Stories' lobby: pictures are drawn inline (no CDN in Ladle), links are the real paths. */
const art = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 112 112"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 30%)"/></linearGradient></defs><rect width="112" height="112" fill="url(#g)"/><text x="56" y="64" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`)}`;

export const storyGames: TileGame[] = [
  ['PGSOFT', 'fortune-tiger', 'Fortune Tiger', 'RNG', true],
  ['PGSOFT', 'mahjong-ways', 'Mahjong Ways', 'RNG', true],
  ['JILI', 'super-ace', 'Super Ace', 'RNG', false],
  ['VNLOTTO', 'xo-so-mb', 'Xổ số Miền Bắc', 'LOTT', false],
  ['EVO', 'baccarat', 'Speed Baccarat', 'LIVE', false],
  ['JDB', 'fishing-god', 'Fishing God', 'FISH', true],
].map(([vendor, gameCode, name, accountTypeName, trial], i) => ({ vendor: vendor as string, gameCode: gameCode as string, name: name as string, accountTypeName: accountTypeName as string, trial: trial as boolean, gameId: `${i}`, nodeId: i, image: art(i * 55, (name as string).split(' ')[0]!) }));

export function storyLobby(member: boolean, pictures = true): Lobby {
  return {
    hosts: { origins: [], urls: (p) => (p && pictures ? [p] : []) },
    shelfKey: 'lobby-shelf:story:~visitor',
    member,
    launchHref: (g, back) => launchPath('/m/launchGame', g, back),
    trialHref: (g, back) => (!member && g.trial ? trialPath('/m/trialGame', g, back) : null),
    gameHref: (c) => (c ? `/m/game?category=${c}` : '/m/game'),
  };
}
