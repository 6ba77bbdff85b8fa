// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gridColumns, gridWindow } from './grid-window';

describe('grid window', () => {
  it('renders the rows on screen plus the overscan, and keeps the space of the others', () => {
    expect(gridWindow({ count: 500, columns: 3, rowHeight: 150, top: -3000, viewport: 800, overscan: 2 })).toEqual({ first: 18, last: 28, before: 2700, after: 20850 });
  });
  it('starts at the first row before any scroll, when the grid is lower on the page', () => {
    expect(gridWindow({ count: 500, columns: 3, rowHeight: 150, top: 300, viewport: 800, overscan: 1 })).toEqual({ first: 0, last: 5, before: 0, after: 162 * 150 });
  });
  it('keeps the total height whatever the scroll', () => {
    for (const top of [500, 0, -1000, -24000, -90000]) {
      const w = gridWindow({ count: 500, columns: 3, rowHeight: 150, top, viewport: 844 });
      expect(w.before + (w.last - w.first) * 150 + w.after).toBe(167 * 150);
      expect(w.last - w.first).toBeLessThanOrEqual(11);
    }
  });
  it('renders nothing for a grid far below or far above the screen, and nothing for no games', () => {
    expect(gridWindow({ count: 30, columns: 3, rowHeight: 100, top: 5000, viewport: 800, overscan: 0 })).toMatchObject({ first: 0, last: 0 });
    expect(gridWindow({ count: 30, columns: 3, rowHeight: 100, top: -5000, viewport: 800, overscan: 0 })).toMatchObject({ first: 10, last: 10, before: 1000, after: 0 });
    expect(gridWindow({ count: 0, columns: 3, rowHeight: 100, top: 0, viewport: 800 })).toEqual({ first: 0, last: 0, before: 0, after: 0 });
  });
  it('fits the columns to the width', () => {
    expect(gridColumns(358, 100, 10)).toBe(3);
    expect(gridColumns(288, 100, 10)).toBe(2);
    expect(gridColumns(700, 100, 10)).toBe(6);
  });
});
