/**
 * How much of each manifest's SHA-256 the build publishes for the browser (steps/load-manifest.ts, and
 * scripts/vite/merchants-plugin.ts, which writes the table): 96 bits, 24 hex digits. Finding
 * another text with the same 96 bits takes about 2^96 tries; each merchant costs the first-load
 * table 24 characters instead of 64.
 */
export const DIGEST_HEX_DIGITS = 24;
