/**
 * The product's 20 language codes and what the browser needs to know of each.
 * The product codes are the wire format (`Language` header, stored language, server messages);
 * BCP 47 tags are for the DOM (`<html lang>`), Intl and the locale files' `lang` attribute.
 *
 *   toBcp47('CN') === 'zh-Hans'   toBcp47('TY') === 'fil'   textDirection('UR') === 'rtl'
 */
export const LANGUAGES = [
  'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA',
  'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR',
] as const;
export type Language = (typeof LANGUAGES)[number];

const BCP47: Record<Language, string> = {
  CN: 'zh-Hans', TW: 'zh-Hant', EN: 'en', ES: 'es', HI: 'hi', ID: 'id', JA: 'ja', KM: 'km',
  KO: 'ko', MY: 'my', TA: 'ta', TH: 'th', VI: 'vi', TY: 'fil', UR: 'ur', PT: 'pt-PT',
  'PT-BR': 'pt-BR', MS: 'ms', BN: 'bn', TR: 'tr',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const toBcp47 = (lang: Language): string => BCP47[lang];

export const textDirection = (lang: Language): 'rtl' | 'ltr' => (lang === 'UR' ? 'rtl' : 'ltr');

export const isChinese = (lang: string): boolean => ['CN', 'TW', 'HK'].includes(lang.toUpperCase());

/**
 * Maps whatever a store, URL or browser says (`zh-HK`, `pt_br`, `vi`, `HK`, `fil`) to a product
 * code, or null. HK has no locale file of its own: it reads Traditional Chinese (TW), the next
 * entry in the fallback chain CN, TW, HK, EN.
 */
export function normalizeLanguage(raw: string | null | undefined): Language | null {
  if (!raw) return null;
  const value = raw.trim().replace('_', '-').toUpperCase();
  if (isLanguage(value)) return value;
  if (value === 'HK' || value === 'ZH-HK' || value === 'ZH-TW' || value === 'ZH-HANT') return 'TW';
  if (value.startsWith('ZH')) return 'CN';
  if (value === 'FIL' || value === 'TL') return 'TY';
  if (value === 'PT-PT') return 'PT';
  const byTag = LANGUAGES.find((code) => BCP47[code].toUpperCase() === value);
  if (byTag) return byTag;
  const primary = value.split('-')[0] ?? '';
  if (primary === 'JA') return 'JA';
  if (primary === 'KO') return 'KO';
  return LANGUAGES.find((code) => BCP47[code].toUpperCase() === primary) ?? null;
}

/**
 * Picks the language to show: the first candidate (stored choice, `?language=`, browser
 * preferences, in that order) that the merchant supports, else the merchant's default.
 */
export function pickLanguage(candidates: readonly (string | null | undefined)[], supported: readonly Language[], fallback: Language): Language {
  for (const candidate of candidates) {
    const lang = normalizeLanguage(candidate);
    if (lang && supported.includes(lang)) return lang;
  }
  return fallback;
}

/**
 * The languages of an HTTP `Accept-Language` header, in the order it lists them, as the
 * browser's `navigator.languages` lists them (browsers write the header from that list, with
 * descending `q`): a server that picks a page's language with `pickLanguage` over this list picks
 * what the app would pick on the device. `*` and tags with `q=0` are dropped.
 *   acceptedLanguages('th-TH,th;q=0.9,en;q=0.8') → ['th-TH', 'th', 'en']
 *   acceptedLanguages('vi,en;q=0,*;q=0.1')         → ['vi']
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .map((entry) => entry.tag);
}
