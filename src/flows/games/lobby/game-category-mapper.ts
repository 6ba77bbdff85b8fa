import type { GameLane } from '@/lib/wire';

/**
 * The game-category mapper: the lobby's categories (game-page tabs, lane order, vendor filter),
 * computed once from the lanes of GET /wps/relay/GCSGAME_newGameVendor. Pure and Node-safe.
 *
 * - Card types are read trimmed and in upper case; RNG (slots) and PVP (card games) merge into TCG.
 * - `sorting` is the category order: first appearance, lane by lane, each lane's cards then its
 *   gameClassify entries (the operator orders lanes on the server, so the lobby keeps that order).
 * - Each category of `sorting` has the ordinal 100, 200, 300, … by its place.
 * - ELOTT also yields ELOTTO (the same ordinal) and SEA_LOTT (ordinal + 5); LOTT yields VIETNAM_LOTTO
 *   (ordinal + 1). These derived ids are lookups for games and launches, not tabs: they are in
 *   `byCategory`, not in `sorting`, so sorting every entry by ordinal puts them after their parent.
 * - `vendorSorting`: every vendor type once, in upper case, in order of first appearance.
 * - The result and everything in it is frozen.
 *
 *   const c = mapGameCategories([
 *     { title: 'Lottery', cards: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto' }], gameCount: 1,
 *       gameClassify: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto', vendors: [{ vendor: 'vnlotto', gameCode: 'VN', nodeId: 12 }] }] },
 *     { title: 'Slots', cards: [{ accountTypeName: 'RNG', displayName: 'Slots' }], gameCount: 40 },
 *   ]);
 *   c.sorting                        // ['LOTT', 'TCG']
 *   c.byCategory.VIETNAM_LOTTO       // { id: 'VIETNAM_LOTTO', ordinal: 101, displayName: 'Vietnam Lotto', vendors: ['VNLOTTO'], derivedFrom: 'LOTT' }
 *   c.vendorSorting                  // ['VNLOTTO']
 *   c.ordinal('rng')                 // 200 (a raw card type is looked up as its category)
 *   c.displayName('PVP')             // 'Slots'
 *   c.ordinal('KENO')                // 300: an unknown id sorts after every known one
 *   c.tabOf('vietnam_lotto')         // 'LOTT': a derived id shows under its parent's tab
 *   lotteryPlayType('SEA_LOTT')      // 'ELOTT': the launch shape of the family, lanes or not
 */
export type CategoryId = string;

export interface GameCategory {
  readonly id: CategoryId;
  readonly ordinal: number;
  readonly displayName: string;
  /** Upper-case vendor types of this category's gameClassify entries, each once, in order of appearance. */
  readonly vendors: readonly string[];
  /** Set on a derived id (ELOTTO, SEA_LOTT, VIETNAM_LOTTO): the category it comes from. */
  readonly derivedFrom?: CategoryId;
}

export interface GameCategories {
  /** The categories in lobby order (tabs, lanes): no derived ids. */
  readonly sorting: readonly CategoryId[];
  /** Every category of `sorting`, plus the derived ids. */
  readonly byCategory: Readonly<Record<CategoryId, GameCategory>>;
  readonly vendorSorting: readonly string[];
  /** The category's display name; an unknown id shows as itself (normalised). */
  displayName(id: string): string;
  /** The category's ordinal; an unknown id gets the next free slot, so it sorts after every known one. */
  ordinal(id: string): number;
  /** The category of `sorting` a card type shows under (its tab, its lane): a derived id's parent, else its own id. */
  tabOf(id: string): CategoryId;
}

export const ORDINAL_BASE = 100;
export const ORDINAL_STEP = 100;

const MERGED: Readonly<Record<string, CategoryId>> = { RNG: 'TCG', PVP: 'TCG' };

/** Ids a category yields besides itself, with their ordinal offsets. */
const DERIVED: Readonly<Record<CategoryId, readonly { id: CategoryId; offset: number }[]>> = {
  ELOTT: [
    { id: 'ELOTTO', offset: 0 },
    { id: 'SEA_LOTT', offset: 5 },
  ],
  LOTT: [{ id: 'VIETNAM_LOTTO', offset: 1 }],
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The category a card type belongs to: trimmed, upper case, RNG and PVP → TCG; '' for a blank type. */
export function categoryIdOf(cardType: string): CategoryId {
  // Case and stray spaces are not meaningful in a card type: 'rng ' is RNG.
  const id = text(cardType).toUpperCase();
  return Object.hasOwn(MERGED, id) ? MERGED[id]! : id;
}

/** The launch's playType of the two lottery families (launch/launch-params.ts picks the call's shape by it). */
export type LotteryPlayType = 'LOTT' | 'ELOTT';

/**
 * The lottery family of a card type: LOTT or ELOTT itself, or the parent of a derived id
 * (VIETNAM_LOTTO → LOTT; ELOTTO, SEA_LOTT → ELOTT); null for any other type. It needs no lanes:
 * a favourite or a recently played tile launches the same way before the lanes have come, and a
 * derived id the server sends as a category of its own is still a lottery of that family.
 */
export function lotteryPlayType(cardType: string): LotteryPlayType | null {
  const id = categoryIdOf(cardType);
  if (id === 'LOTT' || id === 'ELOTT') return id;
  const parent = Object.keys(DERIVED).find((p) => DERIVED[p]!.some((d) => d.id === id));
  return (parent as LotteryPlayType | undefined) ?? null;
}

export function mapGameCategories(lanes: readonly GameLane[]): GameCategories {
  const sorting: CategoryId[] = [];
  const names = new Map<CategoryId, string>();
  const vendorsOf = new Map<CategoryId, string[]>();
  const vendorSorting: string[] = [];

  const meet = (type: unknown, displayName: unknown): CategoryId => {
    const id = categoryIdOf(text(type));
    // A card or entry without a type has no category to go to: skipped, with its vendors.
    if (id === '') return id;
    if (!names.has(id)) {
      sorting.push(id);
      names.set(id, '');
      vendorsOf.set(id, []);
    }
    // Display name: the first non-blank one met wins (for TCG, the first of its RNG or PVP cards), so the operator chooses it by lane order.
    if (names.get(id) === '') names.set(id, text(displayName));
    return id;
  };

  // Lists the server leaves out (an older server sends no gameClassify) are read as empty.
  for (const lane of lanes ?? []) {
    for (const card of lane?.cards ?? []) meet(card?.accountTypeName, card?.displayName);
    for (const entry of lane?.gameClassify ?? []) {
      const id = meet(entry?.accountTypeName, entry?.displayName);
      if (id === '') continue;
      const own = vendorsOf.get(id)!;
      for (const v of entry.vendors ?? []) {
        // Vendor types are compared in upper case ('pgsoft' and 'PGSOFT' are one vendor); a blank one is skipped.
        const vendor = text(v?.vendor).toUpperCase();
        if (vendor === '') continue;
        if (!own.includes(vendor)) own.push(vendor);
        if (!vendorSorting.includes(vendor)) vendorSorting.push(vendor);
      }
    }
  }

  const byCategory: Record<CategoryId, GameCategory> = {};
  sorting.forEach((id, index) => {
    // A category whose cards all have blank display names shows its id.
    byCategory[id] = Object.freeze({ id, ordinal: ORDINAL_BASE + index * ORDINAL_STEP, displayName: names.get(id) || id, vendors: Object.freeze(vendorsOf.get(id)!) });
  });
  for (const parent of sorting) {
    for (const { id, offset } of DERIVED[parent] ?? []) {
      // A derived id the server also sends as a card type of its own stays that category: derivation never overwrites.
      if (Object.hasOwn(byCategory, id)) continue;
      const p = byCategory[parent]!;
      byCategory[id] = Object.freeze({ id, ordinal: p.ordinal + offset, displayName: p.displayName, vendors: p.vendors, derivedFrom: parent });
    }
  }

  const find = (raw: string): GameCategory | undefined => {
    const id = categoryIdOf(raw);
    return Object.hasOwn(byCategory, id) ? byCategory[id] : undefined;
  };
  const unknownOrdinal = ORDINAL_BASE + sorting.length * ORDINAL_STEP;

  return Object.freeze({
    sorting: Object.freeze(sorting),
    byCategory: Object.freeze(byCategory),
    vendorSorting: Object.freeze(vendorSorting),
    displayName: (id: string) => find(id)?.displayName ?? categoryIdOf(id),
    ordinal: (id: string) => find(id)?.ordinal ?? unknownOrdinal,
    tabOf: (id: string) => find(id)?.derivedFrom ?? categoryIdOf(id),
  });
}
