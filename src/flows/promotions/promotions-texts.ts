import { textPack } from '@/lib/i18n/text-pack';

/** The promotion pages' texts (src/locales/promotions/), fetched with their screens. */
const texts = textPack(import.meta.glob<string>('@/locales/promotions/*.json', { query: '?url', import: 'default', eager: true }));

/** False until the texts are there: the screens show their spinner rather than raw keys. */
export const usePromotionsTexts = texts.useReady;
