/**
 * Manifests are untrusted input: size and nesting are capped before anything parses
 * or validates them, in the browser and in the CLI alike.
 */
export const MAX_MANIFEST_BYTES = 256 * 1024;
export const MAX_MANIFEST_DEPTH = 16;

/**
 * Nesting depth of JSON text without parsing it: brackets outside string literals.
 *   jsonDepth('{"a":[1,{"b":"]]"}]}') === 3
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93 /* } ] */) depth--;
  }
  return max;
}

/** A message when the text is over a cap, else null. Size is counted in UTF-8 bytes. */
export function checkManifestLimits(text: string): string | null {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_MANIFEST_BYTES) return `manifest is ${bytes} bytes; the limit is ${MAX_MANIFEST_BYTES}`;
  const depth = jsonDepth(text);
  if (depth > MAX_MANIFEST_DEPTH) return `manifest nests ${depth} levels deep; the limit is ${MAX_MANIFEST_DEPTH}`;
  return null;
}
