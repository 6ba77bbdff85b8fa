import type { Announcement } from '../../src/lib/wire/shapes.ts';

/**
 * Announcement HTML crafted to cost the client time (scenario `craftedAnnouncement`): each shape is
 * one unit repeated to the asked length, after a first paragraph that shows ("Crafted"). The
 * sanitizer's pre-pass once took seconds on unclosed tags; the e2e test measures long tasks while
 * the announcements page shows each.
 */
export const CRAFTED_SHAPES = {
  /** `<a<a<a…`: one start tag that never ends (the former regex was quadratic on it). */
  'unclosed-tags': '<a',
  /** `<a a=1 a=1 …`: attributes without end. */
  'open-attributes': 'a=1 ',
  /** ` onclick=1 onclick=1…`: a handler to rename every few characters. */
  handlers: ' onclick=1',
  /** An attribute value whose quote never closes, full of markup. */
  'open-quote': '<b onclick="x">',
  /** A comment that never closes, full of comment openers. */
  'open-comment': '<!-',
  /** `<style><style>…`: a start tag that forks the pre-pass's reading at every step. */
  'raw-forks': '<style>',
  /** Closed elements side by side: as many as the length allows, each parsed, sanitized and laid out. */
  elements: '<b>x</b> ',
  /** Links, each decided by the link policy. */
  links: '<a href="/m/activity">x</a> ',
  /** Elements inside each other, never closed: the deepest tree (DOMPurify's cost grows with depth). */
  nested: '<i>x',
} as const;

export type CraftedShape = keyof typeof CRAFTED_SHAPES;

/** What comes before each shape's units (the unit's own context). */
const HEADS: Partial<Record<CraftedShape, string>> = {
  'open-attributes': '<a ',
  handlers: '<a',
  'open-quote': '<a title="',
  'open-comment': '<!--',
};

/** `chars` characters of the shape's HTML (UTF-16 code units, as the client counts them). */
export function craftedHtml(shape: CraftedShape, chars: number): string {
  const head = `<p>Crafted</p>${HEADS[shape] ?? ''}`;
  const unit = CRAFTED_SHAPES[shape];
  return (head + unit.repeat(Math.ceil(Math.max(0, chars - head.length) / unit.length))).slice(0, chars);
}

/** The popup list of scenario `craftedAnnouncement`: one visitors' item (B), its content crafted. */
export function craftedAnnouncements(shape: CraftedShape, chars: number): Announcement[] {
  return [{ id: 8951, title: 'Crafted', content: craftedHtml(shape, chars), promotionType: 'NOTICE', execution: 'B' }];
}
