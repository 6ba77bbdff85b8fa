import { textPack } from '@/lib/i18n/text-pack';

/**
 * The install flow's texts live in a text pack (src/locales/install/), fetched with the first
 * install overlay that needs them rather than with every first load. The bar's four short texts
 * stay in the main file: the bar is on first paint.
 */
const texts = textPack(import.meta.glob<string>('@/locales/install/*.json', { query: '?url', import: 'default', eager: true }));

export const loadInstallTexts = texts.load;

/** False until the texts are there: render nothing rather than raw keys. `wanted` false: do not fetch (yet). */
export const useInstallTexts = texts.useReady;
