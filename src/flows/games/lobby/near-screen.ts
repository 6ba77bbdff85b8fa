import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on or near the screen, for pictures that must not be fetched before they
 * can be seen: before the player's first scroll only what is on screen counts (a cheap phone on a
 * slow line spends its first seconds on what it shows); after it, anything within about a screen,
 * so pictures are there by the time they scroll in. Once near, always near.
 *
 * The `loading="lazy"` attribute alone is not enough: Chromium starts lazy images well below the fold.
 */
type Watcher = { observer: IntersectionObserver; callbacks: Map<Element, () => void> };
const watchers: Partial<Record<'strict' | 'near', Watcher>> = {};
let scrolled = false;
const waiting = new Set<() => void>();

function watcher(kind: 'strict' | 'near'): Watcher {
  let w = watchers[kind];
  if (!w) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          callbacks.get(e.target)?.();
        }
      },
      { rootMargin: kind === 'strict' ? '0px 40px 0px 40px' : '100% 100% 100% 100%' },
    );
    watchers[kind] = w = { observer, callbacks };
  }
  return w;
}

function onFirstScroll(): void {
  if (scrolled) return;
  scrolled = true;
  document.removeEventListener('scroll', onFirstScroll, true);
  waiting.forEach((f) => f());
  waiting.clear();
}

/** Whether the player has scrolled since the app started (from then on, "near" is a screen away). */
export const hasScrolled = (): boolean => scrolled;

/**
 * `nearAlready`: the caller knows the element is near the screen when it mounts (a windowed grid
 * renders only rows within a screen of it), so it needs no observer and no second render.
 */
export function useNearScreen(ref: RefObject<Element | null>, nearAlready = false): boolean {
  const [near, setNear] = useState(() => nearAlready || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (!scrolled && waiting.size === 0) document.addEventListener('scroll', onFirstScroll, { capture: true, passive: true });
    // A background render: what comes near (tiles' pictures, the next lane) renders in slices.
    const done = () => startTransition(() => setNear(true));
    const watch = (kind: 'strict' | 'near') => {
      const w = watcher(kind);
      w.callbacks.set(el, done);
      w.observer.observe(el);
      return () => {
        w.callbacks.delete(el);
        w.observer.unobserve(el);
      };
    };
    const stops = [watch('strict')];
    const widen = () => stops.push(watch('near'));
    if (scrolled) widen();
    else waiting.add(widen);
    return () => {
      waiting.delete(widen);
      stops.forEach((s) => s());
    };
  }, [ref, near]);
  return near;
}
