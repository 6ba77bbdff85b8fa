import { existsSync } from 'node:fs';
import { NGINX } from './run-nginx.ts';

// What the tests of scripts/deploy/ share (accept-language, nginx-maps, nginx-config, nginx-serve).

export const HAVE_NGINX = existsSync(NGINX);

// A small deterministic PRNG (the tests must not depend on Math.random).
export function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 0x100000000;
  };
  return { next, pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

/** The headers every merchant of the fixtures sends, the same for each (nginx-config.ts sharedHeaders). */
export const SHARED = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};
