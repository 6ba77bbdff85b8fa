/**
 * Windowing for a grid of fixed-height rows: which rows are near the screen, and how much space
 * the rows above and below take, so the page renders ~30 tiles whether the list has 50 or 500.
 *
 * `top` is where the grid starts relative to the viewport's top (negative once scrolled past),
 * `viewport` the viewport's height; `overscan` rows are kept on each side so a fling shows no gap.
 *
 *   gridWindow({ count: 500, columns: 3, rowHeight: 150, top: -3000, viewport: 800, overscan: 2 })
 *   // → { first: 18, last: 28, before: 2700, after: 20850 }  (rows 18…27: tiles 54…83)
 */
export interface GridWindowInput {
  count: number;
  columns: number;
  rowHeight: number;
  top: number;
  viewport: number;
  overscan?: number;
}

export interface GridWindow {
  /** First row rendered. */
  first: number;
  /** One past the last row rendered. */
  last: number;
  /** Space of the rows above `first`, in px. */
  before: number;
  /** Space of the rows from `last` on, in px. */
  after: number;
}

export function gridWindow({ count, columns, rowHeight, top, viewport, overscan = 2 }: GridWindowInput): GridWindow {
  const rows = Math.ceil(Math.max(0, count) / Math.max(1, columns));
  if (rows === 0 || rowHeight <= 0) return { first: 0, last: 0, before: 0, after: 0 };
  const seenFrom = Math.floor(-top / rowHeight);
  const seenTo = Math.ceil((viewport - top) / rowHeight);
  const first = Math.min(rows, Math.max(0, seenFrom - overscan));
  const last = Math.max(first, Math.min(rows, seenTo + overscan));
  return { first, last, before: first * rowHeight, after: (rows - last) * rowHeight };
}

/** Columns that fit: tiles at least `minTile` wide with `gap` between them, at least 2. */
export function gridColumns(width: number, minTile: number, gap: number): number {
  return Math.max(2, Math.floor((width + gap) / (minTile + gap)));
}
