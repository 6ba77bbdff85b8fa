/**
 * The mini-game widget's drag and tap arithmetic, pure (no DOM): the widget feeds it pointer
 * positions, the window size and the rectangles it must not cover.
 *
 * - the widget stays inside the window, `BOUNDARY_RATIO` (2%) of the window width from each edge;
 * - let go, it snaps to the nearer side (left or right);
 * - it never covers an obstacle (the bottom navigation with its chat button, the download bar's
 *   buttons): it moves above an obstacle in the lower half of the window, below one in the upper half;
 * - a press that moved less than `TAP_PX` (2 px) is a tap; taps closer than `CLICK_DEBOUNCE_MS`
 *   (250 ms) to the last accepted one are ignored.
 *
 *   settle({ x: 220, y: 700 }, { width: 56, height: 56 }, { width: 400, height: 800 }, [{ top: 740, bottom: 800, left: 0, right: 400 }])
 *   // → { x: 336, y: 676 }   (right side, 8 px in; above the bar with an 8 px gap)
 */
export const BOUNDARY_RATIO = 0.02;
export const TAP_PX = 2;
export const CLICK_DEBOUNCE_MS = 250;
/** How far an arrow key moves the widget up or down. */
export const KEY_STEP_PX = 16;

export interface Point { x: number; y: number }
export interface Size { width: number; height: number }
export interface Rect { top: number; bottom: number; left: number; right: number }

/** The gap kept to every edge: 2% of the window width. */
export const boundary = (viewport: Size): number => viewport.width * BOUNDARY_RATIO;

/** Movement under 2 px between press and release is a tap, not a drag. */
export function isTap(start: Point, end: Point): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < TAP_PX;
}

/** Whether a tap at `now` counts, the last accepted one having been at `last` (null: none yet). */
export function acceptTap(last: number | null, now: number): boolean {
  return last === null || now - last >= CLICK_DEBOUNCE_MS;
}

const clampTo = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));

/** Inside the window, the boundary from every edge (the top-left corner wins when the window is too small). */
export function clampToWindow(pos: Point, size: Size, viewport: Size): Point {
  const m = boundary(viewport);
  return { x: clampTo(pos.x, m, viewport.width - size.width - m), y: clampTo(pos.y, m, viewport.height - size.height - m) };
}

/** To the nearer side, by the widget's centre. */
export function snapToSide(pos: Point, size: Size, viewport: Size): Point {
  const m = boundary(viewport);
  const left = pos.x + size.width / 2 < viewport.width / 2;
  return { x: left ? m : viewport.width - size.width - m, y: pos.y };
}

const overlaps = (pos: Point, size: Size, r: Rect) =>
  pos.x < r.right && pos.x + size.width > r.left && pos.y < r.bottom && pos.y + size.height > r.top;

/** Off every obstacle: above one in the lower half of the window, below one in the upper half. */
export function avoidObstacles(pos: Point, size: Size, viewport: Size, obstacles: readonly Rect[]): Point {
  const m = boundary(viewport);
  let y = pos.y;
  // Obstacles stack at most a few deep (download bar over bottom nav); a few passes settle them.
  for (let pass = 0; pass < obstacles.length + 1; pass++) {
    const hit = obstacles.find((r) => r.bottom > r.top && overlaps({ x: pos.x, y }, size, r));
    if (!hit) break;
    const lowerHalf = (hit.top + hit.bottom) / 2 > viewport.height / 2;
    y = lowerHalf ? hit.top - size.height - m : hit.bottom + m;
  }
  return { x: pos.x, y };
}

/** Where the widget rests after a drag (or a resize): snapped, inside the window, off the obstacles. */
export function settle(pos: Point, size: Size, viewport: Size, obstacles: readonly Rect[]): Point {
  const inside = clampToWindow(snapToSide(pos, size, viewport), size, viewport);
  const clear = avoidObstacles(inside, size, viewport, obstacles);
  // Pushed past the top by a very tall obstacle: the boundary wins (never off screen).
  return { x: clear.x, y: Math.max(clear.y, boundary(viewport)) };
}

/** An arrow key: left and right go to that side, up and down move a step; null for any other key. */
export function nudge(pos: Point, key: string, size: Size, viewport: Size): Point | null {
  const m = boundary(viewport);
  switch (key) {
    case 'ArrowLeft':
      return { x: m, y: pos.y };
    case 'ArrowRight':
      return { x: viewport.width - size.width - m, y: pos.y };
    case 'ArrowUp':
      return { x: pos.x, y: pos.y - KEY_STEP_PX };
    case 'ArrowDown':
      return { x: pos.x, y: pos.y + KEY_STEP_PX };
    default:
      return null;
  }
}

/** A stored position, if it is one (sessionStorage is untrusted text). */
export function readPoint(raw: unknown): Point | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { x, y } = raw as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}
