// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { VendorGame } from '../../src/lib/wire/shapes.ts';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

// GCSGAME_vendorGames, this product's per-vendor game list, over HTTP. The app's caller is tested
// against this handler in src/flows/home/vendor-games.test.ts.

const fx = useFixtureSandbox();
type Games = { games: VendorGame[] };
const games = (merchant: string, language: string, vendor?: string) =>
  sandboxClient(fx.sandbox.url, merchant, language).get<Games>('/wps/relay/GCSGAME_vendorGames', { query: vendor === undefined ? { platform: 'html5' } : { vendor, platform: 'html5' } });

describe('GCSGAME_vendorGames (the sandbox)', () => {
  it("answers the vendor's games the merchant offers, with what a tile and a launch need", async () => {
    const evo = (await games('LVN', 'EN', 'EVO')).value!.games;
    expect(evo).toHaveLength(8);
    expect(evo[0]).toEqual({ gameId: '41001', vendor: 'EVO', gameCode: 'baccarat', nodeId: 41, accountTypeName: 'LIVE', name: 'Baccarat', trial: false });
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
