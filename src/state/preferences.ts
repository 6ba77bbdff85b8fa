import { proxy } from 'valtio';
import { api } from '@/lib/http';
import { memberLanguage } from '@/lib/wire/calls/member-language';
import { switchLanguage } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { STORE_KEYS, storage } from '@/lib/storage';
import { session } from './session';

/**
 * The player's language. It drives i18next, `<html lang dir>` and the `Language` header of every
 * request; the stored choice survives visits (local storage, key "language").
 */
export const preferences = proxy<{ language: Language }>({ language: 'CN' });

export const storedLanguage = (): string | null => storage.get('local', STORE_KEYS.language);

export function setLanguage(lang: Language, remember = true): void {
  preferences.language = lang;
  if (remember) storage.set('local', STORE_KEYS.language, lang);
}

export const getLanguage = (): Language => preferences.language;

/**
 * The player picks a language: the UI switches, the choice is stored, and a logged-in member's
 * account follows (POST /wps/member/language), except type 4 members, who skip the server sync
 * (restricted accounts). Sent once per change: choosing the language already in use sends nothing.
 * A failed sync is not worth an alert: the UI already switched. The request's `Language` header
 * reads `preferences.language`, so it follows at once.
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  const changed = lang !== preferences.language;
  setLanguage(lang);
  await switchLanguage(lang);
  if (changed && syncsLanguage(session.info)) {
    await api.call(memberLanguage, { body: { language: lang } }).catch(() => undefined);
  }
}

/** Whether a language choice is sent to the server: for a logged-in member, never for type 4. */
export function syncsLanguage(info: { token: string; type: number } | null): boolean {
  return Boolean(info?.token) && info!.type !== 4;
}
