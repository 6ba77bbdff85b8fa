// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';

/**
 * Every user-visible string exists in every language: the app loads no fallback file at run time
 * (lib/i18n/i18n.ts), so a missing key would show as a raw key. The reference is EN; plural keys
 * may differ per language (i18next's `_one`/`_other`/… suffixes follow each language's rules).
 */
const dir = new URL('.', import.meta.url).pathname;
const read = (code: string): Record<string, string> => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8'));
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const keysOf = (code: string) => new Set(Object.keys(read(code)).map(base));

describe('locale files', () => {
  it('has one file per product language and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  const reference = keysOf('EN');
  it.each(LANGUAGES.filter((l) => l !== 'EN'))('%s has exactly the keys of EN, none empty', (code) => {
    const keys = keysOf(code);
    expect([...reference].filter((k) => !keys.has(k))).toEqual([]);
    expect([...keys].filter((k) => !reference.has(k))).toEqual([]);
    expect(Object.entries(read(code)).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  it('keeps every interpolation placeholder of EN', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join();
    const en = read('EN');
    for (const code of LANGUAGES) {
      const file = read(code);
      for (const [key, value] of Object.entries(file)) {
        const ref = en[key] ?? en[`${base(key)}_other`];
        if (ref) expect(`${code} ${key} ${placeholders(value)}`).toBe(`${code} ${key} ${placeholders(ref)}`);
      }
    }
  });
});

describe('source keys', () => {
  it('every t("…") key used in src/ exists in EN', () => {
    const files = (readdirSync(join(dir, '..'), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    const en = new Set(Object.keys(read('EN')).map(base));
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(dir, '..', file), 'utf8');
      for (const match of text.matchAll(/\bt(?:ranslate)?\(\s*'([a-z][\w.]*)'/g)) {
        const key = match[1] as string;
        if (key.includes('.') && !en.has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
