/**
 * Game-name search as players type it: case, accents and tone marks do not matter, and Vietnamese
 * đ counts as d. Both the name and the query are folded the same way, so any script works (Thai
 * names are found by any part of them; their vowel and tone marks are folded away on both sides).
 *
 *   foldForSearch('Xổ Số Miền Bắc')   // 'xo so mien bac'
 *   searchGames(games, 'MAHJONG')      // finds 'Mahjong Ways'
 *   searchGames(games, 'xo so')        // finds 'Xổ số'
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The games whose name contains the query (folded), in their order; an empty query finds nothing. */
export function searchGames<G extends { name?: string }>(games: readonly G[], query: string): G[] {
  const q = foldForSearch(query);
  if (!q) return [];
  return games.filter((g) => foldForSearch(g.name ?? '').includes(q));
}
