import { acceptedLanguages, LANGUAGES, pickLanguage, toBcp47, type Language } from '../../src/lib/i18n/languages.ts';

// Accept-Language: the first language of the header, in the order it lists them, that the
// merchant offers, as normalizeLanguage maps a tag to a product code.

/** The shell language nginx picks (what the generated maps compute), as a function. */
export function languageForHeader(header: string | undefined, supported: readonly Language[], fallback: Language): Language {
  return pickLanguage(acceptedLanguages(header), supported, fallback);
}

const SEP = '[-_]';
/** The rest of a tag after its first subtag. */
const REST = '[^,;]*';
export const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** `text` matched without regard to case ("zh-HK" → "[zZ][hH][-_][hH][kK]"), its one separator either "-" or "_". */
function anyCase(text: string): string {
  return [...text].map((c) => (c === '-' || c === '_' ? SEP : /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escapeRegex(c))).join('');
}

interface TagRule { exact: string[]; primary?: string; prefix?: { text: string; except: string[] } }

/**
 * How normalizeLanguage (src/lib/i18n/languages.ts) maps a tag to each code, as data:
 * the code itself and its BCP 47 tag, whole; a BCP 47 tag of one subtag also as the first subtag
 * of a longer tag (en-US → EN, fil-PH → TY); and its special cases: HK, zh-HK, zh-TW, zh-Hant → TW,
 * any other zh… → CN, fil and tl → TY, pt-PT → PT. The unit test checks the result against
 * normalizeLanguage for every code and tag it knows.
 */
export function tagRules(): Map<Language, TagRule> {
  const rules = new Map<Language, TagRule>(LANGUAGES.map((code) => {
    const tag = toBcp47(code);
    return [code, { exact: [...new Set([code, tag.toUpperCase()])], ...(tag.includes('-') ? {} : { primary: tag }) }];
  }));
  const add = (code: Language, ...exact: string[]) => rules.get(code)!.exact.push(...exact.filter((e) => !rules.get(code)!.exact.includes(e)));
  add('TW', 'HK', 'ZH-HK', 'ZH-TW', 'ZH-HANT');
  add('TY', 'FIL', 'TL');
  add('PT', 'PT-PT');
  const zhElsewhere = [...rules].filter(([code]) => code !== 'CN').flatMap(([, r]) => r.exact.filter((e) => e.startsWith('ZH')));
  rules.get('CN')!.prefix = { text: 'ZH', except: zhElsewhere };
  return rules;
}

/** A regex matching exactly the tags (trimmed, no ',' or ';') that normalizeLanguage maps to `code`; unanchored. */
export function tagPattern(code: Language, rules = tagRules()): string {
  const rule = rules.get(code)!;
  // A whole tag equal to the first subtag rule is matched by that rule already ("EN" by "en…").
  const alternatives = rule.exact.filter((e) => e !== rule.primary?.toUpperCase()).map(anyCase);
  if (rule.primary) alternatives.push(`${anyCase(rule.primary)}(?:${SEP}${REST})?`);
  if (rule.prefix) {
    const except = rule.prefix.except.map(anyCase).join('|');
    alternatives.push(`${except ? `(?!(?:${except})\\s*(?:;|,|$))` : ''}${anyCase(rule.prefix.text)}${REST}`);
  }
  return `(?:${alternatives.join('|')})`;
}

/** A q parameter's value that is a positive number ("1", "0.8", ".5", "2e-1"); anything else counts as 0. */
const POSITIVE = '\\+?(?=[0-9.]*[1-9])(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?';
/** An element's parameters when it is wanted: its first "q=" parameter, if any, is positive. */
const WANTED_PARAMS = `(?:;(?!\\s*q=)[^;,]*)*(?:;\\s*q=\\s*${POSITIVE}\\s*(?:;[^;,]*)*)?`;

export type RegexFlavor = 'pcre' | 'js';

/** The key of a language set in the maps: its codes sorted, comma-separated ("CN,EN,VI"). */
export const languageSetKey = (languages: readonly Language[]) => [...new Set(languages)].sort().join(',');

/**
 * The regex of m-maps.conf for the merchants offering `languages`, matched against
 * "<set key>|<Accept-Language>": it skips every element that is not a wanted tag of an offered
 * language and captures the first that is, as `m_tag`. ('js': without the atomic group, for tests.)
 */
export function acceptLanguageRegex(languages: readonly Language[], flavor: RegexFlavor = 'pcre', rules = tagRules()): string {
  const tags = `(?:${[...new Set(languages)].sort().map((code) => tagPattern(code, rules)).join('|')})`;
  const element = `\\s*${tags}\\s*${WANTED_PARAMS}\\s*(?:,|$)`;
  const skip = `(?:(?!${element})[^,]*,)*`;
  return `^${escapeRegex(languageSetKey(languages))}\\|${flavor === 'pcre' ? `(?>${skip})` : skip}\\s*(?<m_tag>${tags})\\s*${WANTED_PARAMS}\\s*(?:,|$)`;
}

/** The language of a captured tag: `^<tagPattern>\s*$` per code. */
export function normalizedTagRegex(code: Language, rules = tagRules()): string {
  return `^${tagPattern(code, rules)}\\s*$`;
}
