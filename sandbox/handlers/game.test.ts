// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { VendorGame } from '../../src/lib/wire/shapes.ts';
import * as wire from '../../src/lib/wire/table.ts';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';
import { launchDelay } from './game';

// GCSGAME_vendorGames, this product's per-vendor game list, over HTTP. The app's caller is tested
// against this handler in src/flows/games/lobby/vendor-games.test.ts.

const fx = useFixtureSandbox();
type Games = { games: VendorGame[] };
const games = (merchant: string, language: string, vendor?: string) =>
  sandboxClient(fx.sandbox.url, merchant, language).get<Games>('/wps/relay/GCSGAME_vendorGames', { query: vendor === undefined ? { platform: 'html5' } : { vendor, platform: 'html5' } });

describe('GCSGAME_vendorGames (the sandbox)', () => {
  it("answers the vendor's games the merchant offers, with what a tile and a launch need", async () => {
    const evo = (await games('LVN', 'EN', 'EVO')).value!.games;
    expect(evo).toHaveLength(8);
    expect(evo[0]).toEqual({ gameId: '41001', vendor: 'EVO', gameCode: 'baccarat', nodeId: 41, accountTypeName: 'LIVE', name: 'Baccarat', trial: false, image: '/games/EVO/41001.jpg', imageWebp: '/games/EVO/41001.webp' });
    const jili = (await games('LVN', 'EN', 'jili')).value!.games;
    expect(jili.map((g) => g.accountTypeName)).toEqual([...Array<string>(6).fill('RNG'), ...Array<string>(4).fill('FISH')]); // slots lane, then fishing
    expect(jili.every((g) => g.trial)).toBe(true);
  });

  it("names games in the request's language when the merchant speaks it, brand names as they are", async () => {
    expect((await games('LVN', 'VI', 'VNLOTTO')).value!.games.map((g) => g.name)).toEqual(['Xổ số Miền Bắc', 'Xổ số Miền Nam', 'Xổ số Miền Trung', 'Siêu tốc 45 giây', 'Xổ số VIP 5 phút']);
    expect((await games('TTH', 'TH', 'KINGMAKER')).value!.games.find((g) => g.gameCode === 'KM-POKDENG')!.name).toBe('ป๊อกเด้ง');
    expect((await games('TTH', 'TH', 'PGSOFT')).value!.games[0]!.name).toBe('Fortune Tiger');
    expect((await games('LVN', 'TH', 'EVO')).value!.games[0]!.name).toBe('Baccarat'); // LVN does not speak Thai
  });

  it('answers no games for a vendor the merchant does not offer, and refuses a missing vendor', async () => {
    expect((await games('TTH', 'EN', 'VNLOTTO')).value).toEqual({ games: [] });
    expect((await games('LVN', 'EN', 'NOSUCH')).value).toEqual({ games: [] });
    expect(await games('LVN', 'EN')).toMatchObject({ success: false, code: 'game.params.invalid' });
  });
});

describe('game scenario switches', () => {
  type Lanes = { data: { lanes: { title: string; cards: unknown[]; gameClassify: unknown[]; gameCount: number }[] } };
  const lanes = () => fx.client('LVN').get<Lanes>('/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5' } });
  const shapeOne = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'A', lottoGameCode: 'VN_LOTTO_MB', lottoView: 'betting', device: 'MOBILE' };
  const trial = { gameId: '22001', nodeId: '22', platform: 'html5' };

  it('emptyLane: that lane keeps its title and answers no games; the others are untouched', async () => {
    const before = (await lanes()).value!.data.lanes;
    await fx.client('LVN').scenario({ games: { emptyLane: 'FISH' } });
    const after = (await lanes()).value!.data.lanes;
    const i = before.findIndex((l) => l.title === 'Fishing');
    expect(after[i]).toEqual({ title: 'Fishing', cards: [], gameClassify: [], gameCount: 0 });
    expect(after.filter((_, j) => j !== i)).toEqual(before.filter((_, j) => j !== i));
  });

  it('lanes: "fail" makes the lane list answer game.lanes.unavailable', async () => {
    await fx.client('LVN').scenario({ games: { lanes: 'fail' } });
    expect(await lanes()).toMatchObject({ success: false, code: 'game.lanes.unavailable', message: expect.stringContaining('try again') });
  });

  it('launch: "fail" makes trial and real launches answer game.launch.failed', async () => {
    const token = await fx.client('LVN').login('demo', 'demo1234');
    await fx.client('LVN').scenario({ games: { launch: 'fail' } });
    expect(await fx.client('LVN').get('/wps/game/launchGame', { token, query: shapeOne })).toMatchObject({ success: false, code: 'game.launch.failed' });
    expect(await fx.client('LVN').get('/wps/relay/GCS_gameTrialLaunch', { query: trial })).toMatchObject({ success: false, code: 'game.launch.failed' });
  });

  it('launch: "slow" answers after the delay, by default past the app\'s 10 s launch timeout', async () => {
    expect(launchDelay({ games: { launch: 'slow' } })).toBeGreaterThan(wire.launchGame.timeoutMs!);
    expect(launchDelay({ games: { launch: 'fail' } })).toBe(0);
    expect(launchDelay({})).toBe(0);
    const token = await fx.client('LVN').login('demo', 'demo1234');
    await fx.client('LVN').scenario({ games: { launch: 'slow', launchDelayMs: 400 } });
    for (const call of [() => fx.client('LVN').get('/wps/game/launchGame', { token, query: shapeOne }), () => fx.client('LVN').get('/wps/relay/GCS_gameTrialLaunch', { query: trial })]) {
      const started = Date.now();
      expect(await call()).toMatchObject({ success: true, value: { gameUrl: expect.stringMatching(/^http:\/\/games\.localhost:\d+\/(play|trial)\?/) } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    }
  });
});

describe('non-lottery launches and the bulk game list', () => {
  const launch = async (query: Record<string, string>) => fx.client('LVN').get<{ gameUrl: string }>('/wps/game/launchGame', { token: await fx.client('LVN').login('demo', 'demo1234'), query });
  const common = { device: 'MOBILE', backUrl: 'http://lvn.example.test:4173/m/game', language: 'EN', title: 'Super Ace', labelName: 'VIP1' };

  it('launches a game the merchant offers by vendor and code, on the stand-in /play, and records what was sent', async () => {
    const answer = await launch({ vendor: 'jili', code: 'super-ace', ...common });
    const url = new URL(answer.value!.gameUrl);
    expect(url.pathname).toBe('/play');
    expect(Object.fromEntries(url.searchParams)).toEqual({ user: 'demo', vendor: 'JILI', code: 'super-ace', ...common });
    const [call] = await fx.client('LVN').calls('/wps/game/launchGame');
    expect(call!.query).toMatchObject({ vendor: 'jili', code: 'super-ace', labelName: 'VIP1' });
  });

  it('refuses a vendor or code the merchant does not offer, and a vendor without code', async () => {
    expect(await launch({ vendor: 'PRAGMATIC', code: 'vs20fruitsw', ...common })).toMatchObject({ success: false, code: 'game.not.found' }); // LVN's mix has no PRAGMATIC
    expect(await launch({ vendor: 'JILI', code: 'nope', ...common })).toMatchObject({ success: false, code: 'game.not.found' });
    expect(await launch({ vendor: 'JILI', ...common })).toMatchObject({ success: false, code: 'game.params.invalid' });
  });

  it('keeps the launch scenarios for the non-lottery shape', async () => {
    await fx.client('LVN').scenario({ games: { launch: 'fail' } });
    expect(await launch({ vendor: 'JILI', code: 'super-ace', ...common })).toMatchObject({ success: false, code: 'game.launch.failed' });
  });

  it('games.bulk: answers exactly that many games for a vendor, the generated ones launchable, ids unique', async () => {
    await fx.client('LVN').scenario({ games: { bulk: 500 } });
    const list = (await games('LVN', 'EN', 'PGSOFT')).value!.games;
    expect(list).toHaveLength(500);
    expect(new Set(list.map((g) => g.gameId)).size).toBe(500);
    expect(list[8]).toMatchObject({ gameId: '2100009', gameCode: 'fortune-tiger-b9', name: 'Fortune Tiger 9', image: '/games/PGSOFT/21001.jpg' });
    expect((await launch({ vendor: 'PGSOFT', code: 'fortune-tiger-b9', ...common })).success).toBe(true);
    expect((await games('LVN', 'EN', 'NOSUCH')).value!.games).toEqual([]);
    await expect(fx.client('LVN').scenario({ games: { bulk: 0 } })).rejects.toThrow(/games.bulk/);
  });
});
