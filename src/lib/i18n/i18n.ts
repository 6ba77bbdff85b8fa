import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeBase } from 'virtual:locale-base';
import { normalizeLanguage, textDirection, toBcp47, type Language } from './languages';

/**
 * i18next with one file per language, fetched lazily. Locale files are data, not code: the build
 * emits `src/locales/<CODE>.json` into one content-hashed folder (`localeBase`, see
 * scripts/vite/locales-plugin.ts), and only the active language's file is fetched (the way i18next's http backend works, without the plugin:
 * a fetch and JSON.parse is all it takes, and JSON parses faster than a JS chunk on a cheap phone).
 *
 * i18next is given BCP 47 tags (`pt-PT`, `zh-Hans`, `fil`), not product codes: it picks plural
 * rules from the tag, and `PT` alone would get Brazilian rules.
 *
 * No runtime fallback language: a test guarantees every key exists in every locale file, so
 * loading a fallback would only cost a second request. Codes outside the 20 (HK, zh-TW, fil)
 * are mapped by `normalizeLanguage` before they get here.
 */
/** `{ '…/install/EN.json': '/m/assets/EN-3f2a.json', … }` → the URL for a language, if any. */
const urlFor = (urls: Record<string, string>, lang: Language): string | undefined =>
  Object.entries(urls).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];

async function fetchTexts(url: string): Promise<ResourceKey> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as ResourceKey;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, _ns, callback) {
    const code = normalizeLanguage(lng);
    if (!code) return callback(new Error(`no locale file for ${lng}`), false);
    fetchTexts(`${localeBase}${code}.json`).then((data) => callback(null, data), (error: unknown) => callback(error as Error, false));
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

/**
 * Text packs: a flow whose texts are not needed on first paint keeps them in
 * `src/locales/<pack>/<CODE>.json` (written by `scripts/locales-add.mjs --pack <pack>`) and loads
 * them when the flow first needs them, so the first load's locale file stays small. The flow passes
 * the files' URLs (`import.meta.glob('@/locales/install/*.json', { query: '?url', import:
 * 'default', eager: true })`), and the keys join the main namespace and read as usual
 * (`t("install.title")`).
 * A language switch loads every pack already in use before the texts change.
 */
export type TextPack = Record<string, string>;
const packs = new Set<TextPack>();

/** A pack's texts in one language, without adding them (the notices' English copy reads them). */
export async function readPack(pack: TextPack, lang: Language): Promise<ResourceKey> {
  const url = urlFor(pack, lang);
  if (!url) throw new Error(`no text pack file for ${lang}`);
  return fetchTexts(url);
}

async function addPack(pack: TextPack, lang: Language): Promise<void> {
  i18next.addResourceBundle(toBcp47(lang), 'translation', await readPack(pack, lang), true, true);
}

export async function loadTextPack(pack: TextPack): Promise<void> {
  packs.add(pack);
  if (current) await addPack(pack, current);
}

export async function switchLanguage(lang: Language): Promise<void> {
  current = lang;
  // The main file first: a bundle added before it would make i18next think the language is loaded.
  await i18next.loadLanguages(toBcp47(lang));
  await Promise.all([...packs].map((pack) => addPack(pack, lang)));
  await i18next.changeLanguage(toBcp47(lang));
  applyToDocument(lang);
}

/** For non-React code (the http layer's alerts). */
export const translate = (key: string, options: Record<string, unknown> = {}): string => i18next.t(key, options);

/** Runs `fn` once the texts have loaded (at once if they have): a message raised during start-up waits for its words. */
export const afterTexts = (fn: () => void): void => void (i18next.isInitialized ? fn() : i18next.on('initialized', fn));
