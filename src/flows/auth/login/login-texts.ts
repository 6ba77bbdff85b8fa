import { textPack } from '@/lib/i18n/text-pack';

/**
 * The texts of the second-factor modal, the change-password page and the forgotten-password page
 * are a text pack (src/locales/login/, `node scripts/locales-add.mjs --pack login`), fetched with
 * the first of them that shows: none is on any first paint. The login page's own few texts stay in
 * the main file ("Forgot password?" and the line a reset leaves there among them).
 */
const texts = textPack(import.meta.glob<string>('@/locales/login/*.json', { query: '?url', import: 'default', eager: true }));

export const loadLoginTexts = texts.load;

/** False until the texts are there: render nothing rather than raw keys. `wanted` false: do not fetch (yet). */
export const useLoginTexts = texts.useReady;
