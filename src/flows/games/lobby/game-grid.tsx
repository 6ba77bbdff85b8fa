import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { gameKey, type TileGame } from './game-shelf';
import { GameTile } from './game-tile';
import { gridColumns, gridWindow } from './grid-window';
import { hasScrolled } from './near-screen';
import type { Lobby } from './use-lobby';

export const ROW_HEIGHT = 160; // a tile (150) and the gap under it (10)

/**
 * The game page's grid, windowed: only the rows near the screen are in the DOM (the page scrolls
 * as a whole; the grid's box has the whole list's height and each row is placed in it), so 500
 * games cost about as much as 30. Columns fit the width; rows have a fixed height.
 */
export function GameGrid({ games, lobby, back, favourites, label }: { games: readonly TileGame[]; lobby: Lobby; back: string; favourites: ReadonlySet<string>; label: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const count = useRef(games.length);
  count.current = games.length;
  // The window, not the scroll position, is the state: scrolling within the same rows renders
  // nothing (a re-render per frame cost ≈ 50 ms a frame at 4× CPU slowdown with 500 games).
  const [{ columns, w }, setView] = useState(() => ({ columns: gridColumns(358, 100, 10), w: gridWindow({ count: games.length, columns: gridColumns(358, 100, 10), rowHeight: ROW_HEIGHT, top: 0, viewport: 800 }) }));
  const shownColumns = useRef(columns);
  shownColumns.current = columns;
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const box = el.getBoundingClientRect();
      const cols = gridColumns(box.width, 100, 10);
      const next = gridWindow({ count: count.current, columns: cols, rowHeight: ROW_HEIGHT, top: box.top, viewport: innerHeight });
      const update = () => setView((v) => (v.columns === cols && v.w.first === next.first && v.w.last === next.last && v.w.after === next.after ? v : { columns: cols, w: next }));
      // New columns (the width changed: a turned phone, a resized window) render at once: rows laid
      // out for the old width would spill past the screen's edge until a transition came through.
      // Rows coming in as the page scrolls (two ahead of the screen) render as a transition, in
      // slices between frames instead of in the scroll's frame (the 95th-percentile frame at 4×
      // CPU: 66.7 → 50 ms).
      if (cols !== shownColumns.current) update();
      else startTransition(update);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
    };
  }, [games.length]);
  // Once the player scrolls, every row the window adds is within a screen of it (near-screen.ts):
  // its pictures load from its first render. Before that, only what is on screen loads.
  const scrolled = hasScrolled();
  const rows: number[] = [];
  for (let r = w.first; r < w.last; r++) rows.push(r);
  const total = w.before + (w.last - w.first) * ROW_HEIGHT + w.after;
  // Each row sits at its own place in a box of the whole list's height: a row coming or going
  // moves no other row, so the browser lays out and paints only that row.
  return (
    <div ref={ref} className="grid" role="list" aria-label={label} style={{ height: total }}>
      {rows.map((r) => (
        <div key={r} role="none" className="grid__row" style={{ top: r * ROW_HEIGHT, gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
          {games.slice(r * columns, (r + 1) * columns).map((g) => (
            <div key={gameKey(g)} role="listitem" className="grid__cell">
              <GameTile game={g} lobby={lobby} back={back} favourite={favourites.has(gameKey(g))} t={t} nearAlready={scrolled} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
