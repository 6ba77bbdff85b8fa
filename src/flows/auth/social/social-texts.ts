import { textPack } from '@/lib/i18n/text-pack';

/** The social sign-in texts (Firebase's error messages among them): loaded with the code that shows them. */
export const socialTexts = textPack(import.meta.glob<string>('@/locales/social/*.json', { query: '?url', import: 'default', eager: true }));
