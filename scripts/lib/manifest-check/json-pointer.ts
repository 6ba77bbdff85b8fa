/**
 * JSON pointers (RFC 6901): "/" separates segments, "~" is written "~0" and "/" is written "~1".
 *
 *   pointer('pageMeta', '/m/home') === '/pageMeta/~1m~1home'
 *   valueAt({ a: [{ b: 1 }] }, '/a/0/b') === 1
 */
export const escapeSegment = (segment: string | number): string =>
  String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export const unescapeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

export const pointer = (...segments: (string | number)[]): string => segments.map((s) => `/${escapeSegment(s)}`).join('');

export const segmentsOf = (ptr: string): string[] => (ptr === '' ? [] : ptr.slice(1).split('/').map(unescapeSegment));

export function valueAt(data: unknown, ptr: string): unknown {
  let node = data;
  for (const segment of segmentsOf(ptr)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
