import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A carousel of CSS scroll snap: the strip is a horizontal scroller whose children are one slide
 * each, as wide as the strip, snapping one at a time (the CSS is the caller's). The browser does
 * the sliding, on the compositor, with the player's finger or with `go`; this hook only knows
 * which slide is in view. Used by the lobby's banner strip and the announcement popup.
 *
 *   const strip = useRef<HTMLUListElement>(null);
 *   const { active, go } = useSnapCarousel(strip);
 *   <button onClick={() => go(active + 1)}>…</button>
 *
 * `active` is the slide `go` was asked for from the moment it is asked (as a slider's index is),
 * and otherwise the slide the strip rests nearest to. `go` starts the scroll at once and renders
 * the new `active` as a transition: the tap's next frame shows the strip moving, and the texts
 * that follow the index come a frame later. Right to left strips scroll the other way
 * (their scrollLeft counts down from 0) and are read as such.
 */
export function slideAt(scrollLeft: number, width: number): number {
  return Math.round(Math.abs(scrollLeft) / Math.max(1, width));
}

export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useSnapCarousel(strip: RefObject<HTMLElement | null>, startAt = 0): { active: number; go: (index: number) => void } {
  const [active, setActive] = useState(startAt);
  // The slide a `go` is moving to: scroll events on the way there are not the player's.
  const heading = useRef<number | null>(null);

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    if (startAt > 0) el.scrollLeft = (getComputedStyle(el).direction === 'rtl' ? -1 : 1) * startAt * el.clientWidth;
    const onScroll = () => {
      const at = slideAt(el.scrollLeft, el.clientWidth);
      if (heading.current !== null) {
        if (Math.abs(Math.abs(el.scrollLeft) - heading.current * el.clientWidth) > 1) return;
        heading.current = null;
      }
      setActive(at);
    };
    const onEnd = () => {
      heading.current = null;
      setActive(slideAt(el.scrollLeft, el.clientWidth));
    };
    // A finger on the strip takes over from a `go` still on its way.
    const takeOver = () => (heading.current = null);
    el.addEventListener('scroll', onScroll, { passive: true });
    el.addEventListener('scrollend', onEnd);
    el.addEventListener('touchstart', takeOver, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      el.removeEventListener('scrollend', onEnd);
      el.removeEventListener('touchstart', takeOver);
    };
    // startAt is where the strip starts, read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [strip]);

  const go = useCallback(
    (index: number) => {
      const el = strip.current;
      if (!el) return;
      const last = el.children.length - 1;
      const to = Math.max(0, Math.min(last, index));
      const left = (getComputedStyle(el).direction === 'rtl' ? -1 : 1) * to * el.clientWidth;
      heading.current = Math.abs(Math.abs(el.scrollLeft) - Math.abs(left)) > 1 ? to : null;
      el.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      startTransition(() => setActive(to));
    },
    [strip],
  );

  return { active, go };
}
