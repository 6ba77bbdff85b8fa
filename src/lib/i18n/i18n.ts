import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normalizeLanguage, textDirection, toBcp47, type Language } from './languages';

/**
 * i18next with one file per language, fetched lazily: Vite turns each `src/locales/<CODE>.json`
 * into its own chunk, and only the active language's chunk is requested.
 *
 * i18next is given BCP 47 tags (`pt-PT`, `zh-Hans`, `fil`), not product codes: it picks plural
 * rules from the tag, and `PT` alone would get Brazilian rules.
 *
 * No runtime fallback language: a test guarantees every key exists in every locale file, so
 * loading a fallback would only cost a second request. Codes outside the 20 (HK, zh-TW, fil)
 * are mapped by `normalizeLanguage` before they get here.
 */
const loaders = import.meta.glob<ResourceKey>('../../locales/*.json', { import: 'default' });

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, _ns, callback) {
    const code = normalizeLanguage(lng);
    const load = code ? loaders[`../../locales/${code}.json`] : undefined;
    if (!load) return callback(new Error(`no locale file for ${lng}`), false);
    load().then((data) => callback(null, data), (error: unknown) => callback(error as Error, false));
  },
};

let current: Language | null = null;

export const currentLanguage = (): Language | null => current;

/** Sets `<html lang dir>` so screen readers, fonts and layout follow the language (UR is RTL). */
function applyToDocument(lang: Language): void {
  document.documentElement.lang = toBcp47(lang);
  document.documentElement.dir = textDirection(lang);
}

export async function initI18n(lang: Language): Promise<void> {
  current = lang;
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: toBcp47(lang),
      fallbackLng: false,
      load: 'currentOnly',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyToDocument(lang);
}

export async function switchLanguage(lang: Language): Promise<void> {
  current = lang;
  await i18next.changeLanguage(toBcp47(lang));
  applyToDocument(lang);
}

/** For non-React code (the http layer's alerts). */
export const translate = (key: string, options: Record<string, unknown> = {}): string => i18next.t(key, options);
