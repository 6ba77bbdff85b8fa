// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES, normalizeLanguage, pickLanguage, textDirection, toBcp47 } from './languages';

describe('languages', () => {
  it('has the 20 product codes', () => {
    expect(LANGUAGES).toHaveLength(20);
    expect(new Set(LANGUAGES).size).toBe(20);
  });

  it.each([
    ['CN', 'zh-Hans'], ['TW', 'zh-Hant'], ['TY', 'fil'], ['MY', 'my'], ['PT-BR', 'pt-BR'], ['UR', 'ur'], ['MS', 'ms'],
  ] as const)('maps %s to %s', (code, tag) => expect(toBcp47(code)).toBe(tag));

  it('is right-to-left for Urdu only', () => {
    expect(LANGUAGES.filter((l) => textDirection(l) === 'rtl')).toEqual(['UR']);
  });

  it.each([
    ['vi', 'VI'], ['zh-CN', 'CN'], ['zh-HK', 'TW'], ['HK', 'TW'], ['pt_br', 'PT-BR'], ['pt-PT', 'PT'], ['fil', 'TY'],
    ['en-GB', 'EN'], ['th-TH', 'TH'], ['xx', null], ['', null], [null, null],
  ] as const)('normalizes %s to %s', (raw, code) => expect(normalizeLanguage(raw)).toBe(code));

  it('picks the first supported candidate, else the merchant default', () => {
    expect(pickLanguage([null, 'th-TH', 'en'], ['EN', 'TH'], 'EN')).toBe('TH');
    expect(pickLanguage(['JA', 'ko'], ['EN', 'TH'], 'TH')).toBe('TH');
  });
});
