import { textPack } from '@/lib/i18n/text-pack';

/** The reward pages' texts (src/locales/rewards/), fetched with the first reward page shown. */
const texts = textPack(import.meta.glob<string>('@/locales/rewards/*.json', { query: '?url', import: 'default', eager: true }));

/** False until the texts are there: the page shows its spinner rather than raw keys. */
export const useRewardsTexts = texts.useReady;
