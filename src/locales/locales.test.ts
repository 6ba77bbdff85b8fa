// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';

/**
 * Every user-visible string exists in every language: the app loads no fallback file at run time
 * (lib/i18n/i18n.ts), so a missing key would show as a raw key. The reference is EN; plural keys
 * may differ per language (i18next's `_one`/`_other`/… suffixes follow each language's rules).
 * The same holds for each text pack (`src/locales/<pack>/`, loaded by a flow with its lazy chunk).
 */
const root = new URL('.', import.meta.url).pathname;
const packs = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
const read = (dir: string, code: string): Record<string, string> => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8'));
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const keysOf = (dir: string, code: string) => new Set(Object.keys(read(dir, code)).map(base));

for (const [name, dir] of [['main', root] as const, ...packs.map((p) => [`pack ${p}`, join(root, p)] as const)]) {
  describe(`locale files (${name})`, () => {
    it('has one file per product language and no other', () => {
      const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
      expect(files.sort()).toEqual([...LANGUAGES].sort());
    });

    const reference = keysOf(dir, 'EN');
    it.each(LANGUAGES.filter((l) => l !== 'EN'))('%s has exactly the keys of EN, none empty', (code) => {
      const keys = keysOf(dir, code);
      expect([...reference].filter((k) => !keys.has(k))).toEqual([]);
      expect([...keys].filter((k) => !reference.has(k))).toEqual([]);
      expect(Object.entries(read(dir, code)).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
    });

    it('keeps every interpolation placeholder of EN', () => {
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort().join();
      const en = read(dir, 'EN');
      for (const code of LANGUAGES) {
        const file = read(dir, code);
        for (const [key, value] of Object.entries(file)) {
          const ref = en[key] ?? en[`${base(key)}_other`];
          if (ref) expect(`${code} ${key} ${placeholders(value)}`).toBe(`${code} ${key} ${placeholders(ref)}`);
        }
      }
    });
  });
}

describe('text packs', () => {
  it('share no key with the main file or each other (they join one namespace)', () => {
    const seen = new Map([...keysOf(root, 'EN')].map((k) => [k, 'main']));
    const clashes: string[] = [];
    for (const pack of packs) {
      for (const key of keysOf(join(root, pack), 'EN')) {
        if (seen.has(key)) clashes.push(`${key}: ${seen.get(key)} and ${pack}`);
        seen.set(key, pack);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('source keys', () => {
  it('every t("…") key used in src/ exists in EN (main file or a text pack)', () => {
    const files = (readdirSync(join(root, '..'), { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    const en = new Set([root, ...packs.map((p) => join(root, p))].flatMap((dir) => [...keysOf(dir, 'EN')]));
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, '..', file), 'utf8');
      for (const match of text.matchAll(/\bt(?:ranslate)?\(\s*'([a-z][\w.]*)'/g)) {
        const key = match[1] as string;
        if (key.includes('.') && !en.has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
