import type { AroundNavHandler } from 'wouter';
import { afterNextPaint } from '@/ui/after-paint';

/** The input events a player's tap or key press arrives as. */
const INPUT = new Set(['click', 'keydown', 'keyup', 'pointerup', 'touchend', 'submit']);

/**
 * The router's `aroundNav`: a move to another screen that a tap or a key started (a link, a
 * button) happens once the browser has painted the tap (its pressed state, the focus), a frame
 * later; the next screen's render (often the largest piece of work a tap starts: the lobby's
 * tiles, the member centre) comes after that paint instead of before it. Moves no input started
 * (a redirect, the end of a login's requests, the back button) happen at once.
 */
export const tapNavigation: AroundNavHandler = (navigate, to, options) => {
  const event = typeof window === 'undefined' ? undefined : window.event;
  if (event?.isTrusted && INPUT.has(event.type)) void afterNextPaint().then(() => navigate(to, options));
  else navigate(to, options);
};
