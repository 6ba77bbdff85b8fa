import { nextTask } from '@/lib/next-task';

/**
 * Lays each text out once, out of sight and each in a task of its own, so that the fonts its
 * characters need are loaded before a control shows them all at once.
 *
 * A text in a script the page's fonts lack (简体中文, हिन्दी, اردو, မြန်မာ, ไทย on a Latin page)
 * makes the browser find and load a fallback font for that script the first time it is laid out:
 * 10–25 ms each on a cheap phone, measured at 15 ms on a desktop for the Chinese name alone. A
 * language chooser that offers five scripts laid all five out in one layout, one task a tap
 * would wait behind. One text per task keeps each load its own short task.
 *
 * Resolves once every text has been laid out (at once when there is nothing to lay out or no
 * document). Texts already laid out by an earlier call are skipped.
 */
export async function warmGlyphs(texts: readonly string[]): Promise<void> {
  const todo = texts.filter((text) => !warmed.has(text));
  if (todo.length === 0 || typeof document === 'undefined') return;
  const probe = document.createElement('span');
  probe.setAttribute('aria-hidden', 'true');
  // Out of sight and out of the page's flow; `font: inherit` lays the texts out in the page's fonts.
  probe.style.cssText = 'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none;white-space:nowrap;font:inherit;contain:layout style paint';
  document.body.append(probe);
  try {
    for (const text of todo) {
      await nextTask();
      probe.textContent = text;
      // Reading its width lays the text out now, in this task.
      void probe.getBoundingClientRect().width;
      warmed.add(text);
    }
  } finally {
    probe.remove();
  }
}

const warmed = new Set<string>();

/** Whether every text has been laid out by `warmGlyphs`. */
export const glyphsWarmed = (texts: readonly string[]): boolean => texts.every((text) => warmed.has(text));
