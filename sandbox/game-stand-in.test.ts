// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameFrameAncestors, gamePage, gamesOrigin, gameTitle, isGamesHost, safeBackUrl } from './game-stand-in';
import { hostGet } from './testing/host-get';
import { useFixtureSandbox } from './testing/fixture-sandbox';

const fx = useFixtureSandbox();
const domains = ['m.luckyvn.example', 'luckyvn.localhost'];

describe('the game stand-in, its parts', () => {
  it('lives on games.localhost, any port', () => {
    expect(isGamesHost('games.localhost:4173')).toBe(true);
    expect(isGamesHost('games.localhost.evil:1')).toBe(false);
    expect(isGamesHost('localhost:4173')).toBe(false);
    expect(gamesOrigin('http://luckyvn.localhost:4173')).toBe('http://games.localhost:4173');
  });

  it('links back only to absolute http(s) URLs on a loopback host or a merchant domain', () => {
    for (const ok of ['http://luckyvn.localhost:4173/m/game', 'https://m.luckyvn.example/m/home', 'http://127.0.0.1:1/m/', 'http://localhost/m/home', 'http://[::1]:9/m']) {
      expect(safeBackUrl(ok, domains), ok).not.toBeNull();
    }
    const attacks = ['/m/game', '//evil.example/x', '/\\evil', 'javascript:alert(1)', 'data:text/html,x', 'https://m.luckyvn.example.evil/x', 'https://m.luckyvn.example@evil.example/',
      'http://user:pw@localhost/x', 'ftp://localhost/x', 'https:evil', 'java\tscript:alert(1)', '', null];
    for (const bad of attacks) expect(safeBackUrl(bad, domains), String(bad)).toBeNull();
  });

  it('names the game of the query', () => {
    expect(gameTitle('trial', new URLSearchParams('gameId=22001'))).toBe('Super Ace');
    expect(gameTitle('play', new URLSearchParams('vendor=pgsoft&code=fortune-tiger'))).toBe('Fortune Tiger');
    expect(gameTitle('play', new URLSearchParams('launchMode=LOTT&lottoGameCode=VN_LOTTO_MB&language=VI'))).toBe('Xổ số Miền Bắc');
    expect(gameTitle('play', new URLSearchParams('launchMode=LOTT&lottoGameCode='))).toBe('Lottery lobby');
  });

  it('shows every parameter with its test id, escaped, and the Back link (to the top window on /play)', () => {
    const q = new URLSearchParams({ vendor: 'JILI', code: 'super-ace', title: '<b>x</b>', backUrl: 'http://luckyvn.localhost:4173/m/game' });
    const play = gamePage('play', q, domains);
    expect(play).toContain('<h1 data-testid="game-title">Super Ace</h1>');
    expect(play).toContain('Real play');
    expect(play).toContain('<td data-testid="param-code">super-ace</td>');
    expect(play).toContain('<td data-testid="param-title">&lt;b&gt;x&lt;/b&gt;</td>');
    expect(play).toContain('<a data-testid="game-back" href="http://luckyvn.localhost:4173/m/game" target="_top">Back</a>');
    const trial = gamePage('trial', new URLSearchParams({ gameId: '22001', backUrl: 'http://luckyvn.localhost:4173/m/home' }), domains);
    expect(trial).toContain('Trial play');
    expect(trial).toContain('<a data-testid="game-back" href="http://luckyvn.localhost:4173/m/home">Back</a>');
    expect(play + trial).not.toMatch(/<script/i);
  });

  it('may be framed by every merchant host and the loopback names, on any port', () => {
    expect(gameFrameAncestors([{ domains: ['m.luckyvn.example', 'luckyvn.localhost'] }, { domains: ['Siamspin.localhost', 'bad host'] }])).toEqual(
      ['m.luckyvn.example:*', 'luckyvn.localhost:*', 'siamspin.localhost:*', 'localhost:*', '*.localhost:*', '127.0.0.1:*']);
  });
});

describe('the game stand-in over HTTP', () => {
  it('serves /play and /trial without script, frameable by the merchants, and 404 elsewhere', async () => {
    const trial = await hostGet(fx.sandbox.url, 'games.localhost', '/trial?gameId=22001&nodeId=22&platform=html5');
    expect(trial.status).toBe(200);
    const csp = trial.headers['content-security-policy']!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/frame-ancestors [^;]*lvn\.example\.test:\*/);
    expect(csp).toContain('127.0.0.1:*');
    expect(trial.headers['x-frame-options']).toBeUndefined();
    expect(trial.body.toString()).toContain('data-testid="param-gameId">22001<');
    expect((await hostGet(fx.sandbox.url, 'games.localhost', '/play?vendor=JILI&code=super-ace')).status).toBe(200);
    expect((await hostGet(fx.sandbox.url, 'games.localhost', '/wps/system/status')).status).toBe(404);
  });
});
