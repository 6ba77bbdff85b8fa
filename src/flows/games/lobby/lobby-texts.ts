import { textPack } from '@/lib/i18n/text-pack';

/**
 * The lobby's texts (src/locales/lobby/), fetched with the lobby's lazy parts after the first
 * paint. The first paint of home needs none of them: its few texts (login, register, greeting,
 * lane failure) are in the main file.
 */
const texts = textPack(import.meta.glob<string>('@/locales/lobby/*.json', { query: '?url', import: 'default', eager: true }));

export const loadLobbyTexts = texts.load;
/** False until the texts are there: render nothing (the skeletons stay) rather than raw keys. */
export const useLobbyTexts = texts.useReady;
