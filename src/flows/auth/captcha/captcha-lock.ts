/**
 * One captcha on screen at a time ("Captcha cannot run twice at once"). A run or
 * a widget takes the lock before showing anything and gives it back when it settles; a second
 * taker gets null and tells the player 'verify geetest too fast'.
 *
 *   const release = acquireCaptcha();  if (!release) → too fast;  …  finally release();
 */
let held = false;

export function acquireCaptcha(): (() => void) | null {
  if (held) return null;
  held = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held = false;
  };
}
