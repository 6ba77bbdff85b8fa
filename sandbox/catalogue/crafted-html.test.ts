// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkScenarioSet } from '../scenario';
import { CRAFTED_SHAPES, craftedHtml, type CraftedShape } from './crafted-html';

describe('crafted announcement HTML', () => {
  it.each(Object.keys(CRAFTED_SHAPES) as CraftedShape[])('%s: exactly the asked length, its unit repeated after the paragraph that shows', (shape) => {
    const html = craftedHtml(shape, 64 * 1024);
    expect(html).toHaveLength(64 * 1024);
    expect(html.startsWith('<p>Crafted</p>')).toBe(true);
    expect(html.split(CRAFTED_SHAPES[shape]).length).toBeGreaterThan(1000);
  });

  it('is a scenario switch with a known shape and a bounded length', () => {
    expect(checkScenarioSet({ craftedAnnouncement: { shape: 'open-quote', chars: 1024 } })).toEqual([]);
    expect(checkScenarioSet({ craftedAnnouncement: { shape: 'nope', chars: 1024 } })[0]).toMatch(/^craftedAnnouncement\.shape must be one of unclosed-tags/);
    expect(checkScenarioSet({ craftedAnnouncement: { shape: 'links', chars: 5 * 1024 * 1024 } })[0]).toMatch(/^craftedAnnouncement\.chars must be a whole number/);
  });
});
