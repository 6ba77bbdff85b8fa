import type { Announcement } from '@/lib/wire/shapes';

/**
 * The announcement popup's show rules, pure (the clock and the time zone are parameters).
 *
 * - Audience: a player with a session sees the A items (logged in), and the F items too on a
 *   first-time login; a visitor sees the B items.
 * - The popup shows when the hashes of the audience's items (title and content) differ from the
 *   stored list, and the player has not chosen to hide it.
 * - Closing sets show to false: the same list does not come back. With 'do not show today' ticked
 *   a hide time is stored too, and the popup (even an unchanged list) comes back after the next
 *   local midnight following it.
 * - With forced reading (any item marked `forcedReading`), close works on the last slide only.
 *
 * The store is the popup storage entity, kept per player (popup-store.ts):
 *   { data: ['3f2a9c1e', …], show: true, todayHideTime: 1764000000000 | null, hidePopup: 1 | 0 }
 */
export interface PopupStore {
  /** The hashes of the list last shown. */
  data: string[];
  show: boolean;
  /** When 'do not show today' was ticked (epoch ms), or null. */
  todayHideTime: number | null;
  /** 1 while the player's 'today' choice holds. */
  hidePopup: 0 | 1;
}

export interface Viewer {
  loggedIn: boolean;
  firstTimeLogin: boolean;
}

/** The items this player sees, in the server's order. */
export function audienceItems<T extends Pick<Announcement, 'execution'>>(list: readonly T[], viewer: Viewer): T[] {
  return list.filter((item) => {
    if (item.execution === 'A') return viewer.loggedIn;
    if (item.execution === 'F') return viewer.loggedIn && viewer.firstTimeLogin;
    if (item.execution === 'B') return !viewer.loggedIn;
    return false;
  });
}

/** FNV-1a (32 bit) of an item's title and content, as 8 hex digits: cheap, stable, no crypto needed. */
export function contentHash(item: Pick<Announcement, 'title' | 'content'>): string {
  const text = `${item.title ?? ''}\u0000${item.content ?? ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The wall-clock parts of an instant in a time zone (the device's own when none is given). */
function wallClock(ms: number, timeZone?: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone?: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(ms / 1000) * 1000;
}

/** The first local midnight after an instant (DST-safe: the offset is taken at the midnight itself). */
export function nextLocalMidnight(ms: number, timeZone?: string): number {
  const w = wallClock(ms, timeZone);
  const midnightAsUtc = Date.UTC(w.y, w.m - 1, w.d + 1);
  let guess = midnightAsUtc - zoneOffset(ms, timeZone);
  guess = midnightAsUtc - zoneOffset(guess, timeZone);
  return guess;
}

/** Whether the player's 'today' choice still hides the popup at `now`. */
export function hiddenToday(store: PopupStore | null, now: number, timeZone?: string): boolean {
  return Boolean(store && store.hidePopup === 1 && store.todayHideTime !== null && now < nextLocalMidnight(store.todayHideTime, timeZone));
}

export interface PopupDecision {
  show: boolean;
  /** What to store now (the list's hashes, the show flag; a lapsed 'today' choice cleared). */
  store: PopupStore;
}

/** Whether the popup shows for these items, given what was stored. */
export function decidePopup(items: readonly Pick<Announcement, 'title' | 'content'>[], stored: PopupStore | null, now: number, timeZone?: string): PopupDecision {
  const data = items.map(contentHash);
  const base: PopupStore = stored ?? { data: [], show: false, todayHideTime: null, hidePopup: 0 };
  if (items.length === 0) return { show: false, store: base };
  if (hiddenToday(base, now, timeZone)) return { show: false, store: base };
  // A 'today' choice that has lapsed brings the popup back, changed or not.
  const lapsed = base.hidePopup === 1;
  const changed = data.length !== base.data.length || data.some((hash, i) => hash !== base.data[i]);
  const show = lapsed || changed || base.show;
  return { show, store: { data, show, todayHideTime: null, hidePopup: 0 } };
}

/** What closing stores: show false, and with 'today' ticked the hide time. */
export function closePopup(store: PopupStore, today: boolean, now: number): PopupStore {
  return { ...store, show: false, hidePopup: today ? 1 : 0, todayHideTime: today ? now : null };
}

/** Forced reading: close only on the last slide. */
export function canClose(forced: boolean, slide: number, count: number): boolean {
  return !forced || slide >= count - 1;
}

export const isForced = (items: readonly { forcedReading?: boolean | null }[]): boolean => items.some((item) => item.forcedReading === true);
