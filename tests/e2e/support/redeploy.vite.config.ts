import { mergeConfig } from 'vite';
import base from '../../../vite.config.ts';

/**
 * The same app built again "with a change": every chunk gets a new content hash, so the files of
 * the previous build are gone from the new one, as after a real deploy. Used by
 * tests/e2e/pwa-update.spec.ts (a redeploy in the middle of a session).
 */
export default mergeConfig(base, {
  plugins: [{ name: 'm-pwa:redeploy', augmentChunkHash: () => 'redeploy' }],
});
