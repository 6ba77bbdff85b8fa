// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GameLane } from '@/lib/wire';
import { categoryIdOf, lotteryPlayType, mapGameCategories } from './game-category-mapper';

type Classify = NonNullable<GameLane['gameClassify']>[number];

/** A lane of cards only: [type, displayName] pairs. */
const lane = (title: string, cards: [string, string][], gameClassify?: Classify[]): GameLane => ({
  title,
  cards: cards.map(([accountTypeName, displayName]) => ({ accountTypeName, displayName })),
  ...(gameClassify ? { gameClassify } : {}),
  gameCount: cards.length,
});
const classify = (accountTypeName: string, displayName: string, vendors: string[]): Classify => ({
  accountTypeName,
  displayName,
  vendors: vendors.map((vendor, i) => ({ vendor, gameCode: `${vendor}-${i}`, nodeId: i })),
});

describe('card types RNG and PVP merge into TCG', () => {
  it('one TCG category for both, in place of the first of them; nothing under RNG or PVP', () => {
    const c = mapGameCategories([lane('Slots', [['RNG', 'Slots']]), lane('Live', [['LIVE', 'Live casino']]), lane('Cards', [['PVP', 'Card games']])]);
    expect(c.sorting).toEqual(['TCG', 'LIVE']);
    expect(Object.keys(c.byCategory).sort()).toEqual(['LIVE', 'TCG']);
    expect(c.ordinal('RNG')).toBe(100);
    expect(c.ordinal('PVP')).toBe(100);
  });

  it('the vendors of RNG and PVP entries end up in TCG', () => {
    const c = mapGameCategories([lane('Mix', [], [classify('RNG', 'Slots', ['PGSOFT']), classify('PVP', 'Cards', ['KINGMAKER'])])]);
    expect(c.byCategory.TCG?.vendors).toEqual(['PGSOFT', 'KINGMAKER']);
  });

  it('categoryIdOf reads a card type trimmed and in upper case', () => {
    expect(categoryIdOf(' rng ')).toBe('TCG');
    expect(categoryIdOf('Pvp')).toBe('TCG');
    expect(categoryIdOf('live')).toBe('LIVE');
    expect(categoryIdOf('  ')).toBe('');
  });
});

describe('sorting and ordinals', () => {
  it('sorting is the order of first appearance, lane by lane, cards before gameClassify entries', () => {
    const c = mapGameCategories([
      lane('A', [['LIVE', 'Live']], [classify('FH', 'Fishing', ['JDB'])]),
      lane('B', [['SPORTS', 'Sports'], ['LIVE', 'Live again']]),
    ]);
    expect(c.sorting).toEqual(['LIVE', 'FH', 'SPORTS']);
  });

  it('ordinals start at 100 and step by 100, by place in sorting', () => {
    const c = mapGameCategories([lane('A', [['LIVE', 'Live'], ['FH', 'Fishing'], ['SPORTS', 'Sports']])]);
    expect(c.sorting.map((id) => c.byCategory[id]?.ordinal)).toEqual([100, 200, 300]);
    expect(c.sorting.map((id) => c.ordinal(id))).toEqual([100, 200, 300]);
  });

  it('lookups take raw card types in any case', () => {
    const c = mapGameCategories([lane('A', [['LIVE', 'Live'], ['FH', 'Fishing']])]);
    expect(c.ordinal('fh')).toBe(200);
    expect(c.displayName(' live ')).toBe('Live');
  });

  it('an unknown id sorts after every known one and shows as itself', () => {
    const c = mapGameCategories([lane('A', [['LIVE', 'Live'], ['FH', 'Fishing']])]);
    expect(c.ordinal('KENO')).toBe(300);
    expect(c.displayName('keno')).toBe('KENO');
    expect(c.ordinal('constructor')).toBe(300);
    expect(c.displayName('__proto__')).toBe('__PROTO__');
  });
});

describe('derived lottery ids', () => {
  const c = mapGameCategories([lane('Lottery', [['LIVE', 'Live'], ['LOTT', 'Vietnam Lotto'], ['ELOTT', 'E-Lotto']], [classify('ELOTT', 'E-Lotto', ['SEALOTT'])])]);

  it('ELOTT also yields ELOTTO with the same ordinal', () => {
    expect(c.byCategory.ELOTTO).toEqual({ id: 'ELOTTO', ordinal: 300, displayName: 'E-Lotto', vendors: ['SEALOTT'], derivedFrom: 'ELOTT' });
    expect(c.ordinal('ELOTTO')).toBe(c.ordinal('ELOTT'));
  });

  it('ELOTT also yields SEA_LOTT with ordinal + 5', () => {
    expect(c.byCategory.SEA_LOTT).toEqual({ id: 'SEA_LOTT', ordinal: 305, displayName: 'E-Lotto', vendors: ['SEALOTT'], derivedFrom: 'ELOTT' });
    expect(c.displayName('sea_lott')).toBe('E-Lotto');
  });

  it('LOTT yields VIETNAM_LOTTO with ordinal + 1', () => {
    expect(c.byCategory.VIETNAM_LOTTO).toEqual({ id: 'VIETNAM_LOTTO', ordinal: 201, displayName: 'Vietnam Lotto', vendors: [], derivedFrom: 'LOTT' });
  });

  it('derived ids are not tabs: they stay out of sorting, and do not shift the ordinals after them', () => {
    expect(c.sorting).toEqual(['LIVE', 'LOTT', 'ELOTT']);
    expect(c.ordinal('UNKNOWN')).toBe(400);
  });

  it('nothing is derived without its parent', () => {
    const live = mapGameCategories([lane('Live', [['LIVE', 'Live']])]);
    expect(Object.keys(live.byCategory)).toEqual(['LIVE']);
  });

  it('a derived id sent as a card type of its own keeps its own place, whatever the order', () => {
    for (const cards of [[['SEA_LOTT', 'Sea lottery'], ['ELOTT', 'E-Lotto']], [['ELOTT', 'E-Lotto'], ['SEA_LOTT', 'Sea lottery']]] as [string, string][][]) {
      const own = mapGameCategories([lane('Lottery', cards)]);
      expect(own.byCategory.SEA_LOTT?.displayName).toBe('Sea lottery');
      expect(own.byCategory.SEA_LOTT?.derivedFrom).toBeUndefined();
      expect(own.ordinal('SEA_LOTT')).toBe(own.sorting.indexOf('SEA_LOTT') * 100 + 100);
      expect(own.byCategory.ELOTTO?.ordinal).toBe(own.ordinal('ELOTT'));
    }
  });

  it('tabOf: a derived id shows under its parent, any other id under itself (one sent as its own category too)', () => {
    expect(['vietnam_lotto', 'ELOTTO', ' SEA_LOTT ', 'LOTT', 'rng', 'KENO', ''].map((id) => c.tabOf(id))).toEqual(['LOTT', 'ELOTT', 'ELOTT', 'LOTT', 'TCG', 'KENO', '']);
    expect(mapGameCategories([lane('Lottery', [['SEA_LOTT', 'Sea lottery'], ['ELOTT', 'E-Lotto']])]).tabOf('SEA_LOTT')).toBe('SEA_LOTT');
  });
});

describe('lotteryPlayType: the launch shape of a card type, lanes or not', () => {
  it('LOTT and ELOTT are their own; each derived id is its parent', () => {
    expect(['LOTT', 'VIETNAM_LOTTO', 'ELOTT', 'ELOTTO', 'SEA_LOTT', ' elotto '].map(lotteryPlayType)).toEqual(['LOTT', 'LOTT', 'ELOTT', 'ELOTT', 'ELOTT', 'ELOTT']);
  });
  it('any other type, or none, is no lottery', () => {
    expect(['RNG', 'TCG', 'LIVE', 'KENO', 'LOTTO', ''].map(lotteryPlayType)).toEqual([null, null, null, null, null, null]);
  });
});

describe('vendorSorting', () => {
  it('every vendor type once, in upper case, in order of first appearance across categories', () => {
    const c = mapGameCategories([
      lane('Slots', [['RNG', 'Slots']], [classify('RNG', 'Slots', ['pgsoft', 'JILI', 'PGSoft'])]),
      lane('Live', [['LIVE', 'Live']], [classify('LIVE', 'Live', ['EVO', 'jili'])]),
    ]);
    expect(c.vendorSorting).toEqual(['PGSOFT', 'JILI', 'EVO']);
    expect(c.byCategory.TCG?.vendors).toEqual(['PGSOFT', 'JILI']);
    expect(c.byCategory.LIVE?.vendors).toEqual(['EVO', 'JILI']);
  });

  it('blank vendor types are skipped, and surrounding spaces are not part of a type', () => {
    const c = mapGameCategories([lane('Slots', [], [classify('RNG', 'Slots', ['', '  ', ' jdb '])])]);
    expect(c.vendorSorting).toEqual(['JDB']);
  });
});

describe('display names', () => {
  it('a merged category shows the first non-blank display name met (lane order decides)', () => {
    expect(mapGameCategories([lane('A', [['RNG', 'Slots']]), lane('B', [['PVP', 'Card games']])]).displayName('TCG')).toBe('Slots');
    expect(mapGameCategories([lane('B', [['PVP', 'Card games']]), lane('A', [['RNG', 'Slots']])]).displayName('TCG')).toBe('Card games');
    expect(mapGameCategories([lane('A', [['RNG', ' '], ['PVP', ' Card games ']])]).displayName('TCG')).toBe('Card games');
  });

  it('a gameClassify entry names a category its cards left blank; a category with no name at all shows its id', () => {
    expect(mapGameCategories([lane('A', [['LIVE', '']], [classify('LIVE', 'Live casino', [])])]).displayName('LIVE')).toBe('Live casino');
    expect(mapGameCategories([lane('A', [['FH', '']])]).byCategory.FH?.displayName).toBe('FH');
  });
});

describe('input the wire leaves open', () => {
  it('no lanes: nothing at all, and every lookup is unknown', () => {
    const c = mapGameCategories([]);
    expect(c.sorting).toEqual([]);
    expect(c.byCategory).toEqual({});
    expect(c.vendorSorting).toEqual([]);
    expect(c.ordinal('LOTT')).toBe(100);
    expect(c.displayName('LOTT')).toBe('LOTT');
  });

  it('an unknown card type is a category like any other (the server decides the categories)', () => {
    const c = mapGameCategories([lane('New', [['CRASH', 'Crash games']])]);
    expect(c.byCategory.CRASH).toEqual({ id: 'CRASH', ordinal: 100, displayName: 'Crash games', vendors: [] });
  });

  it('a card or entry without a type is skipped, with its vendors', () => {
    const c = mapGameCategories([lane('A', [['', 'Nothing'], ['LIVE', 'Live']], [classify(' ', 'Nothing', ['GHOST'])])]);
    expect(c.sorting).toEqual(['LIVE']);
    expect(c.vendorSorting).toEqual([]);
  });

  it('lists the server leaves out are read as empty', () => {
    const broken = [{ title: 'X', gameCount: 0 }, { title: 'Y', cards: [{ accountTypeName: 'LIVE' }], gameClassify: [{ accountTypeName: 'LIVE', displayName: 'Live' }], gameCount: 0 }] as unknown as GameLane[];
    const c = mapGameCategories(broken);
    expect(c.sorting).toEqual(['LIVE']);
    expect(c.byCategory.LIVE).toEqual({ id: 'LIVE', ordinal: 100, displayName: 'Live', vendors: [] });
  });

  it('the result is immutable', () => {
    const c = mapGameCategories([lane('A', [['LOTT', 'Lotto']], [classify('LOTT', 'Lotto', ['VNLOTTO'])])]);
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.sorting)).toBe(true);
    expect(Object.isFrozen(c.byCategory)).toBe(true);
    expect(Object.isFrozen(c.vendorSorting)).toBe(true);
    expect(Object.isFrozen(c.byCategory.LOTT)).toBe(true);
    expect(Object.isFrozen(c.byCategory.LOTT?.vendors)).toBe(true);
    expect(Object.isFrozen(c.byCategory.VIETNAM_LOTTO)).toBe(true);
    expect(() => (c.sorting as string[]).push('X')).toThrow(TypeError);
  });
});

describe('an operator-shaped catalogue', () => {
  const lanes: GameLane[] = [
    {
      title: 'Lottery',
      cards: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto' }, { accountTypeName: 'ELOTT', displayName: 'E-Lotto' }],
      gameClassify: [
        { accountTypeName: 'LOTT', displayName: 'Vietnam Lotto', vendors: [{ vendor: 'VNLOTTO', gameCode: 'VN_LOTTO', nodeId: 12 }] },
        { accountTypeName: 'ELOTT', displayName: 'E-Lotto', vendors: [{ vendor: 'SEALOTT', gameCode: 'SEA_LOTT', nodeId: 13 }, { vendor: 'vnlotto', gameCode: 'VN_FAST', nodeId: 14 }] },
      ],
      gameCount: 3,
    },
    {
      title: 'Slots',
      cards: [{ accountTypeName: 'RNG', displayName: 'Slots' }],
      gameClassify: [{ accountTypeName: 'RNG', displayName: 'Slots', vendors: [{ vendor: 'PGSOFT', gameCode: 'fortune-tiger', nodeId: 21 }, { vendor: 'JILI', gameCode: 'super-ace', nodeId: 22 }, { vendor: 'PP', gameCode: 'gates-of-olympus', nodeId: 23 }] }],
      gameCount: 24,
    },
    {
      title: 'Card games',
      cards: [{ accountTypeName: 'PVP', displayName: 'Card games' }],
      gameClassify: [{ accountTypeName: 'PVP', displayName: 'Card games', vendors: [{ vendor: 'KINGMAKER', gameCode: 'tien-len', nodeId: 31 }, { vendor: 'jili', gameCode: 'teen-patti', nodeId: 32 }] }],
      gameCount: 8,
    },
    {
      title: 'Live casino',
      cards: [{ accountTypeName: 'LIVE', displayName: 'Live casino' }],
      gameClassify: [{ accountTypeName: 'LIVE', displayName: 'Live casino', vendors: [{ vendor: 'EVO', gameCode: 'baccarat', nodeId: 41 }, { vendor: 'SEXY', gameCode: 'sexy-baccarat', nodeId: 42 }] }],
      gameCount: 10,
    },
    {
      title: 'Fishing',
      cards: [{ accountTypeName: 'FH', displayName: 'Fishing' }],
      gameClassify: [{ accountTypeName: 'FH', displayName: 'Fishing', vendors: [{ vendor: 'JDB', gameCode: 'dragon-fishing', nodeId: 51 }, { vendor: 'JILI', gameCode: 'jackpot-fishing', nodeId: 52 }] }],
      gameCount: 6,
    },
    {
      title: 'Sports',
      cards: [{ accountTypeName: 'SPORTS', displayName: 'Sports' }],
      gameClassify: [{ accountTypeName: 'SPORTS', displayName: 'Sports', vendors: [{ vendor: 'SABA', gameCode: '', nodeId: 61 }] }],
      gameCount: 1,
    },
  ];

  it('maps to the full result', () => {
    const c = mapGameCategories(lanes);
    expect(c.sorting).toEqual(['LOTT', 'ELOTT', 'TCG', 'LIVE', 'FH', 'SPORTS']);
    expect(c.vendorSorting).toEqual(['VNLOTTO', 'SEALOTT', 'PGSOFT', 'JILI', 'PP', 'KINGMAKER', 'EVO', 'SEXY', 'JDB', 'SABA']);
    expect(c.byCategory).toEqual({
      LOTT: { id: 'LOTT', ordinal: 100, displayName: 'Vietnam Lotto', vendors: ['VNLOTTO'] },
      VIETNAM_LOTTO: { id: 'VIETNAM_LOTTO', ordinal: 101, displayName: 'Vietnam Lotto', vendors: ['VNLOTTO'], derivedFrom: 'LOTT' },
      ELOTT: { id: 'ELOTT', ordinal: 200, displayName: 'E-Lotto', vendors: ['SEALOTT', 'VNLOTTO'] },
      ELOTTO: { id: 'ELOTTO', ordinal: 200, displayName: 'E-Lotto', vendors: ['SEALOTT', 'VNLOTTO'], derivedFrom: 'ELOTT' },
      SEA_LOTT: { id: 'SEA_LOTT', ordinal: 205, displayName: 'E-Lotto', vendors: ['SEALOTT', 'VNLOTTO'], derivedFrom: 'ELOTT' },
      TCG: { id: 'TCG', ordinal: 300, displayName: 'Slots', vendors: ['PGSOFT', 'JILI', 'PP', 'KINGMAKER'] },
      LIVE: { id: 'LIVE', ordinal: 400, displayName: 'Live casino', vendors: ['EVO', 'SEXY'] },
      FH: { id: 'FH', ordinal: 500, displayName: 'Fishing', vendors: ['JDB', 'JILI'] },
      SPORTS: { id: 'SPORTS', ordinal: 600, displayName: 'Sports', vendors: ['SABA'] },
    });
    const byOrdinal = Object.values(c.byCategory).sort((a, b) => a.ordinal - b.ordinal).map((x) => x.id);
    expect(byOrdinal).toEqual(['LOTT', 'VIETNAM_LOTTO', 'ELOTT', 'ELOTTO', 'SEA_LOTT', 'TCG', 'LIVE', 'FH', 'SPORTS']);
    expect(c.sorting.map((id) => c.displayName(id))).toEqual(['Vietnam Lotto', 'E-Lotto', 'Slots', 'Live casino', 'Fishing', 'Sports']);
    expect(c.ordinal('PVP')).toBe(300);
    expect(c.ordinal('ESPORTS')).toBe(700);
  });
});
