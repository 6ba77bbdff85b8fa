import { textPack } from '@/lib/i18n/text-pack';

/**
 * The member centre's and the feedback page's texts (src/locales/member/, `node
 * scripts/locales-add.mjs --pack member`), fetched with their screens: neither is on a first paint.
 */
const texts = textPack(import.meta.glob<string>('@/locales/member/*.json', { query: '?url', import: 'default', eager: true }));

/** False until the texts are there: render nothing rather than raw keys. */
export const useMemberTexts = texts.useReady;
