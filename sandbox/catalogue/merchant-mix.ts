import type { CardType } from './games';
import type { LANE_TITLES } from './texts';

// Which lanes a merchant shows, in which order, and which vendors fill each category: an
// operator's mix follows its market. The sandbox picks the mix by the merchant's country (its
// manifest `country`, else the country of its default language): the Vietnamese brand leads
// with lottery, the Thai brand with live casino, every other merchant gets the general mix.

export interface LaneSpec {
  kind: keyof typeof LANE_TITLES;
  /** The lane's cards, in order; each category's vendors, in order. */
  categories: { type: CardType; vendors: string[] }[];
}

const lane = (kind: LaneSpec['kind'], type: CardType, ...vendors: string[]): LaneSpec => ({ kind, categories: [{ type, vendors }] });

const VIETNAM: LaneSpec[] = [
  { kind: 'lottery', categories: [{ type: 'LOTT', vendors: ['VNLOTTO'] }, { type: 'ELOTT', vendors: ['SEALOTT'] }] },
  lane('slots', 'RNG', 'PGSOFT', 'JILI', 'SPADE'),
  lane('cards', 'PVP', 'KINGMAKER', 'V8POKER'),
  lane('live', 'LIVE', 'EVO', 'SEXY'),
  lane('fishing', 'FISH', 'JILI', 'JDB', 'SPADE'),
  lane('sports', 'SPORTS', 'SABA', 'CMD368'),
  lane('esports', 'ESPORTS', 'TFGAMING'),
];

const THAILAND: LaneSpec[] = [
  lane('live', 'LIVE', 'SEXY', 'EVO'),
  lane('slots', 'RNG', 'PGSOFT', 'PRAGMATIC', 'JILI', 'SPADE'),
  lane('cards', 'PVP', 'KINGMAKER', 'V8POKER'),
  lane('fishing', 'FISH', 'JILI', 'JDB', 'SPADE'),
  { kind: 'lottery', categories: [{ type: 'ELOTT', vendors: ['SEALOTT'] }] },
  lane('sports', 'SPORTS', 'SABA', 'CMD368'),
];

const GENERAL: LaneSpec[] = [
  lane('slots', 'RNG', 'PRAGMATIC', 'PGSOFT', 'JILI', 'SPADE'),
  lane('live', 'LIVE', 'EVO', 'SEXY'),
  lane('sports', 'SPORTS', 'CMD368', 'SABA'),
  lane('cards', 'PVP', 'V8POKER', 'KINGMAKER'),
  lane('esports', 'ESPORTS', 'TFGAMING'),
  lane('fishing', 'FISH', 'JILI', 'JDB', 'SPADE'),
  { kind: 'lottery', categories: [{ type: 'ELOTT', vendors: ['SEALOTT'] }] },
];

const BY_COUNTRY: Record<string, LaneSpec[]> = { VN: VIETNAM, TH: THAILAND };

export function mixForCountry(countryCode: string): LaneSpec[] {
  return BY_COUNTRY[countryCode] ?? GENERAL;
}
