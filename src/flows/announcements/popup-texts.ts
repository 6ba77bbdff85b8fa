import { textPack } from '@/lib/i18n/text-pack';

/** The popups' and the announcements page's texts (src/locales/popups/), fetched only when one is about to show. */
const texts = textPack(import.meta.glob<string>('@/locales/popups/*.json', { query: '?url', import: 'default', eager: true }));

export const loadPopupTexts = texts.load;
export const usePopupTexts = texts.useReady;
