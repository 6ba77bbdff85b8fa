import { textPack } from '@/lib/i18n/text-pack';

/**
 * The launch and trial pages' texts (src/locales/launch/, `node scripts/locales-add.mjs --pack
 * launch`): fetched with those pages, never on the lobby's first paint.
 */
const texts = textPack(import.meta.glob<string>('@/locales/launch/*.json', { query: '?url', import: 'default', eager: true }));

/** False until the texts are there: render no raw keys. */
export const useLaunchTexts = texts.useReady;
