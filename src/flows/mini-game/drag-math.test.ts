// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptTap, avoidObstacles, boundary, clampToWindow, isTap, nudge, readPoint, settle, snapToSide } from './drag-math';

const viewport = { width: 400, height: 800 };
const size = { width: 56, height: 56 };
// 2% of 400 px.
const M = 8;

describe('tap or drag', () => {
  it('a movement under 2 px is a tap; 2 px or more is a drag', () => {
    expect(isTap({ x: 10, y: 10 }, { x: 10, y: 10 })).toBe(true);
    expect(isTap({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(true); // √2 ≈ 1.41
    expect(isTap({ x: 10, y: 10 }, { x: 12, y: 10 })).toBe(false);
    expect(isTap({ x: 10, y: 10 }, { x: 11.5, y: 11.5 })).toBe(false); // ≈ 2.12
  });

  it('taps are debounced 250 ms from the last accepted one', () => {
    expect(acceptTap(null, 0)).toBe(true);
    expect(acceptTap(1000, 1249)).toBe(false);
    expect(acceptTap(1000, 1250)).toBe(true);
  });
});

describe('the boundary: 2% of the window width', () => {
  it('is 2% of the width, whatever the height', () => {
    expect(boundary(viewport)).toBe(M);
    expect(boundary({ width: 1000, height: 300 })).toBe(20);
  });

  it('keeps the widget inside the window, the boundary from each edge', () => {
    expect(clampToWindow({ x: -50, y: -50 }, size, viewport)).toEqual({ x: M, y: M });
    expect(clampToWindow({ x: 999, y: 999 }, size, viewport)).toEqual({ x: 400 - 56 - M, y: 800 - 56 - M });
    expect(clampToWindow({ x: 100, y: 300 }, size, viewport)).toEqual({ x: 100, y: 300 });
  });

  it('snaps to the nearer side by the widget’s centre', () => {
    expect(snapToSide({ x: 100, y: 300 }, size, viewport)).toEqual({ x: M, y: 300 });
    expect(snapToSide({ x: 200, y: 300 }, size, viewport)).toEqual({ x: 400 - 56 - M, y: 300 }); // centre 228 > 200
    expect(snapToSide({ x: 171, y: 300 }, size, viewport).x).toBe(M); // centre 199
  });
});

describe('obstacles (the bottom navigation, the download bar)', () => {
  const bottomNav = { top: 740, bottom: 800, left: 0, right: 400 };
  const topBar = { top: 0, bottom: 72, left: 0, right: 400 };

  it('moves above an obstacle at the bottom, below one at the top', () => {
    expect(avoidObstacles({ x: 336, y: 720 }, size, viewport, [bottomNav])).toEqual({ x: 336, y: 740 - 56 - M });
    expect(avoidObstacles({ x: M, y: 20 }, size, viewport, [topBar])).toEqual({ x: M, y: 72 + M });
    expect(avoidObstacles({ x: M, y: 300 }, size, viewport, [bottomNav, topBar])).toEqual({ x: M, y: 300 });
  });

  it('clears stacked obstacles (a download bar above the bottom navigation)', () => {
    const dlbar = { top: 672, bottom: 740, left: 0, right: 400 };
    expect(avoidObstacles({ x: M, y: 730 }, size, viewport, [dlbar, bottomNav])).toEqual({ x: M, y: 672 - 56 - M });
  });

  it('an obstacle only on the other side does not move it; an empty rectangle (hidden) is ignored', () => {
    const chatButton = { top: 740, bottom: 800, left: 300, right: 400 };
    expect(avoidObstacles({ x: M, y: 720 }, size, viewport, [chatButton])).toEqual({ x: M, y: 720 });
    expect(avoidObstacles({ x: 336, y: 720 }, size, viewport, [{ top: 0, bottom: 0, left: 0, right: 0 }])).toEqual({ x: 336, y: 720 });
  });

  it('settle: snapped, inside, off the obstacles, and never above the top boundary', () => {
    expect(settle({ x: 220, y: 700 }, size, viewport, [bottomNav])).toEqual({ x: 336, y: 676 });
    expect(settle({ x: 300, y: -40 }, size, viewport, [])).toEqual({ x: 336, y: M });
    expect(settle({ x: 10, y: 500 }, size, viewport, [{ top: 30, bottom: 800, left: 0, right: 400 }]).y).toBe(M);
  });
});

describe('keyboard and stored positions', () => {
  it('arrow keys: left and right go to a side, up and down move a step; other keys do nothing', () => {
    expect(nudge({ x: 336, y: 300 }, 'ArrowLeft', size, viewport)).toEqual({ x: M, y: 300 });
    expect(nudge({ x: M, y: 300 }, 'ArrowRight', size, viewport)).toEqual({ x: 336, y: 300 });
    expect(nudge({ x: M, y: 300 }, 'ArrowUp', size, viewport)).toEqual({ x: M, y: 284 });
    expect(nudge({ x: M, y: 300 }, 'ArrowDown', size, viewport)).toEqual({ x: M, y: 316 });
    expect(nudge({ x: M, y: 300 }, 'Tab', size, viewport)).toBeNull();
  });

  it('reads only a finite {x, y}', () => {
    expect(readPoint({ x: 1, y: 2 })).toEqual({ x: 1, y: 2 });
    for (const junk of [null, 'x', { x: '1', y: 2 }, { x: Infinity, y: 0 }, { x: 1 }]) expect(readPoint(junk)).toBeNull();
  });
});
