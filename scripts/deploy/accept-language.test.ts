// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES, normalizeLanguage, type Language } from '../../src/lib/i18n/languages.ts';
import { acceptedLanguages } from '../../sandbox/page-merchant.ts';
import { acceptLanguageRegex, languageForHeader, languageSetKey, normalizedTagRegex, tagPattern } from './accept-language.ts';
import { prng } from './nginx-fixture.ts';

// ---------------------------------------------------------------------------------------------
// Languages

/** The tags the corpus tries: every code, tag and special case, in several spellings, and near misses. */
function tagCorpus(): string[] {
  const bases = [...LANGUAGES, ...LANGUAGES.map((c) => c.toLowerCase()), 'zh-Hans', 'zh-Hant', 'zh', 'zh-HK', 'zh_hk', 'ZH-TW', 'hk', 'HK', 'fil', 'tl', 'pt-PT', 'pt_br', 'en', 'es', 'ja', 'ko', 'ms', 'bn', 'tr', 'ur', 'km', 'my', 'ta'];
  const suffixes = ['', '-US', '_us', '-x', '-Hant', '-HK', '_TW', 'x', ' x', '-', '_', '-pt', '-br'];
  const junk = ['*', 'e', 'zhx', 'english', 'pt-AO', 'tl-PH', 'hk-x', 'fil-PH', 'zh-Hant-TW', 'pt_br_x', 'en us', 'cn-x', 'tw-x', 'ty-x', 'jav', 'kor', 'ja_JP', 'KO-kr', 'vi-VN', 'th-TH', 'id-ID', 'in', 'iw', 'pt-pt-x'];
  const out = new Set<string>(junk);
  for (const base of bases) for (const suffix of suffixes) for (const text of [base + suffix, (base + suffix).toUpperCase(), (base + suffix).toLowerCase()]) out.add(text.trim());
  return [...out].filter((t) => t && !/[,;]/.test(t));
}

/** What the two maps of m-maps.conf compute, with the JS flavour of the same regexes. */
function mapsPick(header: string, supported: Language[], fallback: Language): Language {
  const match = new RegExp(acceptLanguageRegex(supported, 'js')).exec(`${languageSetKey(supported)}|${header}`);
  const tag = match?.groups?.m_tag;
  if (tag === undefined) return fallback;
  const hits = LANGUAGES.filter((code) => new RegExp(normalizedTagRegex(code)).test(tag));
  expect(hits.length, `${tag} matches ${hits.join(', ')}`).toBe(1);
  return hits[0]!;
}

describe('the language of a shell: Accept-Language as nginx reads it', () => {
  it('maps each tag to the code normalizeLanguage gives (the regexes come from the language table)', () => {
    const patterns = LANGUAGES.map((code) => [code, new RegExp(`^${tagPattern(code)}\\s*$`)] as const);
    const corpus = tagCorpus();
    expect(corpus.length).toBeGreaterThan(1000);
    for (const tag of corpus) {
      const hits = patterns.filter(([, re]) => re.test(tag)).map(([code]) => code);
      expect([tag, hits], tag).toEqual([tag, normalizeLanguage(tag) === null ? [] : [normalizeLanguage(tag)]]);
    }
  });

  it('picks the first tag the merchant offers, in list order, skipping q=0, else the default', () => {
    const vi: Language[] = ['VI', 'EN', 'CN'];
    const cases: [string, Language][] = [
      ['', 'VI'], ['en-US,en;q=0.9', 'EN'], ['fr, zh-CN;q=0.8', 'CN'], ['zh-Hant', 'VI'], ['zh-Hans', 'CN'], ['zh_CN', 'CN'], ['*', 'VI'],
      ['en;q=0, cn', 'CN'], ['en;q=0.0, fr', 'VI'], ['zh-TW, en', 'EN'], ['zh-TW', 'VI'], ['en; q=0.000 ,zh', 'CN'], ['en;level=1;q=0, vi', 'VI'], ['EN;Q=0', 'EN'],
      ['de, en-GB;q=0.5', 'EN'], ['en;q=abc, zh', 'CN'], [' , ,en', 'EN'], ['english, zh', 'CN'],
    ];
    for (const [header, expected] of cases) {
      expect([header, languageForHeader(header, vi, 'VI')]).toEqual([header, expected]);
      expect([header, mapsPick(header, vi, 'VI')]).toEqual([header, expected]);
    }
    expect(mapsPick('pt-BR, pt;q=0.9', ['PT', 'PT-BR', 'EN'], 'EN')).toBe('PT-BR');
    expect(mapsPick('pt-PT, pt-BR', ['PT', 'PT-BR', 'EN'], 'EN')).toBe('PT');
    expect(mapsPick('zh-TW', ['CN', 'TW'], 'CN')).toBe('TW');
    expect(mapsPick('fil-PH', ['TY', 'EN'], 'EN')).toBe('TY');
  });

  it('agrees with languageForHeader on random headers for many language sets', () => {
    const rand = prng(27);
    const corpus = tagCorpus();
    const params = ['', '', '', ';q=0', ';q=0.0', ';q=0.5', ';q=1', '; q=0.8', ';level=1;q=0', ';q=0;level=1', ';Q=0', ';q=abc', ';q=.5', ';q=1e-1', ';q=', ';q=-1', ' ;q=0.3 ', ';q=0.5x'];
    for (let round = 0; round < 60; round += 1) {
      const supported = [...new Set(Array.from({ length: 1 + Math.floor(rand.next() * 6) }, () => rand.pick(LANGUAGES)))];
      const fallback = supported[0]!;
      for (let n = 0; n < 40; n += 1) {
        const header = Array.from({ length: 1 + Math.floor(rand.next() * 5) }, () => `${rand.pick(['', ' '])}${rand.pick(corpus)}${rand.pick(params)}`).join(rand.pick([',', ', ', ' ,']));
        expect([header, mapsPick(header, supported, fallback)]).toEqual([header, languageForHeader(header, supported, fallback)]);
      }
    }
  });

  it('takes the tags in the order the header lists them, as the sandbox does (the app\'s rule: navigator.languages order)', () => {
    const header = 'th;q=0.5, en-US, en;q=0.9';
    expect(acceptedLanguages(header)).toEqual(['th', 'en-US', 'en']);
    expect(languageForHeader(header, ['TH', 'EN'], 'TH')).toBe('TH');
    expect(languageForHeader('fr, en-US;q=0.8, th;q=0.5', ['TH', 'EN'], 'TH')).toBe('EN');
  });
});
