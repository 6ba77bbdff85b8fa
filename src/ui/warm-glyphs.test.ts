import { expect, it, vi } from 'vitest';
import { glyphsWarmed, warmGlyphs } from './warm-glyphs';

/** Resolves in a task queued after every task queued so far. */
const laterTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('lays each text out in a task of its own, out of sight, and takes its probe away after', async () => {
  const laidOut: string[] = [];
  const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    laidOut.push(this.textContent ?? '');
    expect(this.getAttribute('aria-hidden')).toBe('true');
    expect(this.style.visibility).toBe('hidden');
    return new DOMRect();
  });
  const done = warmGlyphs(['简体中文', 'हिन्दी']);
  expect(laidOut).toEqual([]); // not in the caller's task
  await laterTask();
  expect(laidOut).toEqual(['简体中文']);
  expect(glyphsWarmed(['简体中文'])).toBe(true);
  expect(glyphsWarmed(['简体中文', 'हिन्दी'])).toBe(false);
  await done;
  expect(laidOut).toEqual(['简体中文', 'हिन्दी']);
  expect(document.body.children).toHaveLength(0);
  // Laid out once: a second chooser on the page asks for nothing again.
  await warmGlyphs(['हिन्दी', '简体中文']);
  expect(laidOut).toHaveLength(2);
  rect.mockRestore();
});
