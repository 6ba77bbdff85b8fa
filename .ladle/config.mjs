/** Ladle: one story per visual state of every screen and overlay (`npm run ladle`). */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  addons: { width: { enabled: true, defaultState: 390 }, rtl: { enabled: true } },
};
