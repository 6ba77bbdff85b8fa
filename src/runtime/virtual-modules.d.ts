/** Provided by scripts/vite/locales-plugin.ts: the folder the main locale files are served from, e.g. "/m/assets/locales-3f2a9c0d1e/". */
declare module 'virtual:locale-base' {
  export const localeBase: string;
}
