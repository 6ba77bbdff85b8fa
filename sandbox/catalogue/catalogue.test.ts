// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../merchants';
import { GAMES } from './games';
import { featuredPerVendor, lanesFor, offeredGames, vendorGamesFor } from './index';
import { CATALOGUE_LANGUAGES, CATEGORY_NAMES, GAME_NAMES, LANE_TITLES, pick } from './texts';

const { merchants } = loadMerchants(new URL('../../merchants', import.meta.url).pathname);
const byId = (id: string) => merchants.find((m) => m.id === id)!;
const MAPPER_TYPES = ['LOTT', 'ELOTT', 'RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS'];

describe('the sandbox catalogue', () => {
  it('covers the three demo merchants', () => {
    expect(merchants.map((m) => m.id).sort()).toEqual(['goldcrest', 'luckyvn', 'siamspin']);
  });

  it.each(['luckyvn', 'siamspin', 'goldcrest'])('%s: at least 6 lanes, 60 games, 10 vendors, counts that add up', (id) => {
    const merchant = byId(id);
    const lanes = lanesFor(merchant, 'EN');
    const games = offeredGames(merchant);
    expect(lanes.length).toBeGreaterThanOrEqual(6);
    expect(games.length).toBeGreaterThanOrEqual(60);
    expect(new Set(games.map((g) => g.vendor)).size).toBeGreaterThanOrEqual(10);
    expect(lanes.reduce((n, lane) => n + lane.gameCount, 0)).toBe(games.length);
    expect(new Set(lanes.map((l) => l.title)).size).toBe(lanes.length); // home keys lanes by title
    for (const lane of lanes) {
      expect(lane.gameCount).toBeGreaterThan(0);
      expect(lane.cards.map((c) => c.accountTypeName)).toEqual(lane.gameClassify!.map((c) => c.accountTypeName));
      for (const entry of lane.gameClassify!) {
        expect(MAPPER_TYPES).toContain(entry.accountTypeName);
        for (const v of entry.vendors) expect(GAMES.find((g) => g.vendor === v.vendor && g.gameCode === v.gameCode && g.nodeId === v.nodeId)).toBeDefined();
      }
    }
  });

  it('gives each merchant its own order: lottery first in Vietnam, live casino first in Thailand', () => {
    const firstTypes = (id: string) => lanesFor(byId(id), 'EN').map((l) => l.cards[0]!.accountTypeName);
    expect(firstTypes('luckyvn')).toEqual(['LOTT', 'RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS']);
    expect(firstTypes('siamspin')).toEqual(['LIVE', 'RNG', 'PVP', 'FISH', 'ELOTT', 'SPORTS']);
    expect(firstTypes('goldcrest')[0]).toBe('RNG');
    expect(offeredGames(byId('siamspin')).some((g) => g.vendor === 'VNLOTTO')).toBe(false);
    expect(lanesFor(byId('luckyvn'), 'EN')[0]).toMatchObject({ title: 'Lottery', cards: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto' }, { accountTypeName: 'ELOTT', displayName: 'E-Lotto' }], gameCount: 10 });
  });

  it('names lanes in the request language, for every language each merchant supports', () => {
    for (const merchant of merchants) {
      const english = lanesFor(merchant, 'EN').map((l) => l.title);
      for (const language of merchant.supportedLanguages.filter((l) => l !== 'EN')) {
        const titles = lanesFor(merchant, language).map((l) => l.title);
        titles.forEach((title, i) => expect(title, `${merchant.id} ${language}`).not.toBe(english[i]));
      }
    }
    expect(lanesFor(byId('luckyvn'), 'VI').map((l) => l.title)).toEqual(['Xổ số', 'Nổ hũ', 'Game bài', 'Casino trực tuyến', 'Bắn cá', 'Thể thao', 'Thể thao điện tử']);
    expect(lanesFor(byId('siamspin'), 'TH')[0]).toMatchObject({ title: 'คาสิโนสด', cards: [{ displayName: 'คาสิโนสด' }] });
    expect(lanesFor(byId('goldcrest'), 'UR')[0]!.title).toBe('سلاٹس');
    expect(lanesFor(byId('goldcrest'), 'MY').at(-1)!.cards[0]!.displayName).toBe('အီလက်ထရောနစ်ထီ');
  });

  it('falls back to English for a language the merchant does not support', () => {
    expect(lanesFor(byId('luckyvn'), 'TH')[0]!.title).toBe('Lottery'); // Thai exists, but not for this merchant
    expect(lanesFor(byId('goldcrest'), 'JA')[0]!.title).toBe('Slots');
    expect(lanesFor(byId('goldcrest'), '')[0]!.title).toBe('Slots');
    expect(lanesFor(byId('luckyvn'), 'TW')[0]!.title).toBe('彩票'); // TW reads the Chinese text
  });

  it('translates every generic word into every catalogue language; brand names stay', () => {
    for (const word of [...Object.values(LANE_TITLES), ...Object.values(CATEGORY_NAMES), ...Object.values(GAME_NAMES)]) {
      for (const language of CATALOGUE_LANGUAGES) expect(word[language].trim(), `${word.EN} ${language}`).not.toBe('');
      for (const language of ['CN', 'TH', 'UR', 'HI', 'MY'] as const) expect(word[language], `${word.EN} ${language}`).not.toBe(word.EN);
    }
    expect(pick(GAME_NAMES.baccarat, 'CN', ['VI', 'EN', 'CN'])).toBe('百家乐');
    expect(pick('Fortune Tiger', 'VI', ['VI'])).toBe('Fortune Tiger');
    expect(pick({ EN: 'Pok Deng', TH: 'ป๊อกเด้ง' }, 'UR', ['EN', 'UR'])).toBe('Pok Deng');
  });

  it('gives every game a unique id and a known card type', () => {
    expect(new Set(GAMES.map((g) => g.gameId)).size).toBe(GAMES.length);
    expect(new Set(GAMES.map((g) => `${g.vendor}/${g.gameCode}`)).size).toBe(GAMES.length);
    for (const g of GAMES) expect(MAPPER_TYPES).toContain(g.accountTypeName);
  });

  it('features each vendor\'s first games in a lane, with name, pictures and trial: 6 to 12 tiles where the vendors have them', () => {
    expect([1, 2, 3, 4, 5, 6].map(featuredPerVendor)).toEqual([6, 4, 3, 2, 2, 2]);
    for (const merchant of merchants) {
      for (const lane of lanesFor(merchant, 'EN')) {
        const entries = lane.gameClassify!.flatMap((c) => c.vendors);
        const available = lane.gameClassify!.reduce((n, c) => n + c.vendors.length, 0);
        expect(entries.length, `${merchant.id} ${lane.title}`).toBeLessThanOrEqual(12);
        if (lane.gameCount >= 6) expect(entries.length, `${merchant.id} ${lane.title}`).toBeGreaterThanOrEqual(6);
        expect(available).toBe(entries.length);
        for (const entry of entries) {
          const game = GAMES.find((g) => g.gameId === entry.gameId)!;
          expect(entry).toEqual({ vendor: game.vendor, gameCode: game.gameCode, nodeId: game.nodeId, gameId: game.gameId, name: pick(game.name, 'EN', ['EN']),
            image: `/games/${game.vendor}/${game.gameId}.jpg`, imageWebp: `/games/${game.vendor}/${game.gameId}.webp`, trial: game.trial,
            ...(game.prizeMode ? { prizeMode: game.prizeMode } : {}) });
        }
      }
    }
    const slots = lanesFor(byId('luckyvn'), 'VI')[1]!.gameClassify![0]!.vendors;
    expect(slots.map((v) => v.vendor)).toEqual(['PGSOFT', 'PGSOFT', 'PGSOFT', 'JILI', 'JILI', 'JILI', 'SPADE', 'SPADE', 'SPADE']);
    expect(lanesFor(byId('luckyvn'), 'VI')[0]!.gameClassify![0]!.vendors[0]!.name).toBe('Xổ số Miền Bắc');
  });

  it('the Vietnamese lottery\'s games carry a prize mode, in the lanes and the vendor\'s list; the other lotteries none', () => {
    const luckyvn = byId('luckyvn');
    const [vn, sea] = lanesFor(luckyvn, 'VI')[0]!.gameClassify!;
    expect(vn!.vendors.map((v) => [v.gameCode, v.prizeMode])).toEqual([['VN_LOTTO_MB', 'STANDARD'], ['VN_LOTTO_MN', 'STANDARD'], ['VN_LOTTO_MT', 'STANDARD'], ['VN_LOTTO_ST45', 'FAST']]);
    expect(sea!.vendors.every((v) => !('prizeMode' in v))).toBe(true);
    expect(vendorGamesFor(luckyvn, 'VNLOTTO', 'EN').map((g) => g.prizeMode)).toEqual(['STANDARD', 'STANDARD', 'STANDARD', 'FAST', 'FAST']);
    expect(vendorGamesFor(byId('siamspin'), 'SEALOTT', 'EN').map((g) => [g.gameCode, g.accountTypeName, 'prizeMode' in g])).toEqual([
      ['TH_GOV', 'ELOTT', false], ['LA_LOTTO', 'ELOTT', false], ['HN_LOTTO', 'ELOTT', false], ['MAGNUM_4D', 'ELOTT', false], ['KENO', 'ELOTT', false],
    ]);
    expect(GAMES.filter((g) => g.prizeMode).every((g) => g.vendor === 'VNLOTTO')).toBe(true);
  });

  it('bulk: exactly that many games of a vendor, generated ones after its own', () => {
    const own = vendorGamesFor(byId('goldcrest'), 'PRAGMATIC', 'EN');
    const bulk = vendorGamesFor(byId('goldcrest'), 'PRAGMATIC', 'EN', 20);
    expect(bulk).toHaveLength(20);
    expect(bulk.slice(0, own.length)).toEqual(own);
    expect(bulk[own.length]).toEqual({ ...own[0], gameId: `23${String(own.length + 1).padStart(5, '0')}`, gameCode: `${own[0]!.gameCode}-b${own.length + 1}`, name: `${own[0]!.name} ${own.length + 1}` });
    expect(vendorGamesFor(byId('goldcrest'), 'PRAGMATIC', 'EN', 2)).toEqual(own.slice(0, 2));
    expect(vendorGamesFor(byId('siamspin'), 'VNLOTTO', 'EN', 20)).toEqual([]);
  });
});
