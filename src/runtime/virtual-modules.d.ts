/** Provided by scripts/vite/merchants-plugin.ts: SHA-256 (hex) of each canonical manifest, by merchant id. */
declare module 'virtual:manifest-digests' {
  export const manifestDigests: Record<string, string>;
}
