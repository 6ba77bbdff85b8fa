import { textPack } from '@/lib/i18n/text-pack';

/**
 * The texts of registration, the country picker, the SMS code button and the SMS login form are a
 * text pack (src/locales/register/, `node scripts/locales-add.mjs --pack register`), fetched with
 * the first of them that shows: none of them is on any merchant's first paint. Each of those
 * components asks for the pack itself, so a host (the login screen's Mobile tab, the
 * second-factor modal) needs to do nothing.
 */
const texts = textPack(import.meta.glob<string>('@/locales/register/*.json', { query: '?url', import: 'default', eager: true }));

export const loadRegisterTexts = texts.load;

/** False until the texts are there: render nothing rather than raw keys. `wanted` false: do not fetch (yet). */
export const useRegisterTexts = texts.useReady;
