// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The flow names many keys indirectly (`t(entry.label)`, `translate(tap.message)`), which the
 * locale test's `t('…')` scan cannot see: every 'install.*' literal here must exist in EN, in the
 * main file (the bar's texts) or the install pack (everything else).
 */
describe('install texts', () => {
  it('every install.* key the flow names exists', () => {
    const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
    const known = new Set([...Object.keys(read(new URL('../../../locales/EN.json', import.meta.url))), ...Object.keys(read(new URL('../../../locales/install/EN.json', import.meta.url)))]);
    // The whole flow, every room: this file sits in common/.
    const dir = new URL('..', import.meta.url);
    const missing = (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/'(install\.[a-z0-9_]+)'/g)].map((m) => [f, m[1] as string]))
      .filter(([, key]) => !known.has(key as string));
    expect(missing).toEqual([]);
  });

  it('keeps the first-load texts (main file) to the download bar', () => {
    const main = Object.keys(JSON.parse(readFileSync(new URL('../../../locales/EN.json', import.meta.url), 'utf8')) as object);
    expect(main.filter((k) => k.startsWith('install.')).every((k) => k.startsWith('install.bar_'))).toBe(true);
  });
});
