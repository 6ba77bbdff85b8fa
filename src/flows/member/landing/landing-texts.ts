import { textPack } from '@/lib/i18n/text-pack';

/**
 * The landing bar's and the account check's texts (src/locales/landing/, `node
 * scripts/locales-add.mjs --pack landing`), fetched with the bar's chunk: only a landing with a
 * token in the link shows them.
 */
const texts = textPack(import.meta.glob<string>('@/locales/landing/*.json', { query: '?url', import: 'default', eager: true }));

/** False until the texts are there: render nothing rather than raw keys. */
export const useLandingTexts = texts.useReady;
