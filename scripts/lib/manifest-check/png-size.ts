/**
 * Width and height of a PNG from its first 24 bytes (signature + IHDR), or null when the bytes
 * are not a PNG. Reads only the header, so checking hundreds of icons stays cheap.
 */
import { closeSync, openSync, readSync } from 'node:fs';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngSizeOf(header: Uint8Array): { width: number; height: number } | null {
  if (header.length < 24 || SIGNATURE.some((b, i) => header[i] !== b)) return null;
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (String.fromCharCode(...header.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function readPngSize(file: string): { width: number; height: number } | null {
  const fd = openSync(file, 'r');
  try {
    const header = new Uint8Array(24);
    const n = readSync(fd, header, 0, 24, 0);
    return pngSizeOf(header.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}
