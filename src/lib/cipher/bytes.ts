// Byte helpers shared by the cipher schemes. No library: atob/btoa and TextEncoder are enough.

/** UTF-8 bytes of a string. `utf8('é')` → Uint8Array [0xc3, 0xa9]. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  // Copy into this realm's Uint8Array: under jsdom, TextEncoder returns a foreign-realm array.
  return new Uint8Array(new TextEncoder().encode(text));
}

/** `bytesToBase64(Uint8Array [1, 2, 3])` → 'AQID'. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Strict Base64 decode (whitespace tolerated, anything else rejected). Returns null instead of
 * throwing so callers can decide which error to raise. `base64ToBytes('AQID')` → [1, 2, 3].
 */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  try {
    return Uint8Array.from(atob(compact), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Lowercase hex. `bytesToHex(Uint8Array [0, 255])` → '00ff'. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** a ‖ b as one new array. */
export function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
