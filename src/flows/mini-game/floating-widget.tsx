import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { acceptTap, clampToWindow, isTap, nudge, readPoint, settle, type Point, type Rect, type Size } from './drag-math';
import './mini-game.css';

/** What the widget must never cover: the bottom navigation (with the chat button) and the download bar. */
const OBSTACLES = '.bottom-nav, .dlbar';
const POSITION_KEY = 'mini-game-position';
const DEFAULT_SIZE: Size = { width: 56, height: 56 };

function viewport(): Size {
  return { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
}

function obstacles(): Rect[] {
  return [...document.querySelectorAll(OBSTACLES)].map((el) => el.getBoundingClientRect());
}

function storedPosition(): Point | null {
  try {
    return readPoint(JSON.parse(sessionStorage.getItem(POSITION_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

function storePosition(pos: Point): void {
  try {
    sessionStorage.setItem(POSITION_KEY, JSON.stringify({ x: Math.round(pos.x), y: Math.round(pos.y) }));
  } catch {
    // Private mode or full storage: the position then lasts until the page reloads.
  }
}

export interface FloatingWidgetProps {
  label: string;
  /** Announced with the label: how to move it with the keyboard. */
  hint: string;
  hidden?: boolean;
  onOpen: () => void;
  children?: ReactNode;
  /** Where it starts when the session has no position yet (stories); else the right side, 60% down. */
  initial?: Point;
  size?: Size;
}

/**
 * A floating button the player can drag anywhere (pointer events: touch and mouse alike): while
 * dragged it stays inside the window, let go it snaps to the nearer side, off the bottom
 * navigation and the download bar, and keeps its place for the session. A press that moved under
 * 2 px is a tap and opens it, at most once per 250 ms. Focusable: Enter or Space opens it, the
 * arrow keys move it (drag-math.ts has every rule).
 */
export function FloatingWidget({ label, hint, hidden = false, onOpen, children, initial, size = DEFAULT_SIZE }: FloatingWidgetProps) {
  const [pos, setPos] = useState<Point>(() => storedPosition() ?? initial ?? { x: Infinity, y: viewport().height * 0.6 });
  const drag = useRef<{ id: number; start: Point; from: Point; moved: boolean } | null>(null);
  const lastOpen = useRef<number | null>(null);
  const hintId = useId();

  const rest = useCallback((p: Point) => {
    const next = settle(p, size, viewport(), obstacles());
    setPos(next);
    return next;
  }, [size]);

  // Settle where the session left it (or the default), and again when the window changes size.
  useLayoutEffect(() => {
    if (hidden) return;
    setPos((p) => settle(p, size, viewport(), obstacles()));
    const onResize = () => setPos((p) => settle(p, size, viewport(), obstacles()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [hidden, size]);

  const open = () => {
    const now = performance.now();
    if (!acceptTap(lastOpen.current, now)) return;
    lastOpen.current = now;
    onOpen();
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || drag.current) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { id: e.pointerId, start: { x: e.clientX, y: e.clientY }, from: pos, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const here = { x: e.clientX, y: e.clientY };
    if (!d.moved && isTap(d.start, here)) return;
    d.moved = true;
    setPos(clampToWindow({ x: d.from.x + here.x - d.start.x, y: d.from.y + here.y - d.start.y }, size, viewport()));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    const here = { x: e.clientX, y: e.clientY };
    if (!d.moved && isTap(d.start, here)) open();
    else storePosition(rest(clampToWindow({ x: d.from.x + here.x - d.start.x, y: d.from.y + here.y - d.start.y }, size, viewport())));
  };
  const onPointerCancel = () => {
    if (drag.current?.moved) storePosition(rest(pos));
    drag.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
      return;
    }
    const next = nudge(pos, e.key, size, viewport());
    if (!next) return;
    e.preventDefault();
    storePosition(rest(next));
  };

  return (
    <div
      className="mini-game"
      role="button"
      tabIndex={hidden ? -1 : 0}
      aria-label={label}
      aria-describedby={hintId}
      hidden={hidden}
      data-testid="mini-game"
      style={{ transform: `translate(${Number.isFinite(pos.x) ? pos.x : 0}px, ${pos.y}px)`, width: size.width, height: size.height }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      {children}
      <span id={hintId} className="mini-game__hint">{hint}</span>
    </div>
  );
}

