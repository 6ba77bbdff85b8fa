import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadTextPack, switchLanguage, translate } from './i18n';

/**
 * The browser fetches locale files by URL. Here a stand-in for fetch serves the real files of the
 * repository (`?url` gives `/src/locales/PT.json` under vitest) and in-memory pack files, and
 * records what was asked for.
 */
const root = process.cwd(); // vitest runs from the repository root
const packFiles = new Map<string, string>();
let fetched: string[] = [];

beforeEach(() => {
  fetched = [];
  packFiles.clear();
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const inMemory = packFiles.get(url);
    if (inMemory) return new Response(inMemory);
    const file = join(root, url);
    return existsSync(file) ? new Response(readFileSync(file, 'utf8')) : new Response('', { status: 404 });
  });
});

describe('i18n', () => {
  it('fetches only the active language, sets <html lang dir>, and follows each language’s plural rules', async () => {
    await initI18n('PT');
    expect(fetched).toEqual([expect.stringMatching(/\/PT\.json$/)]);
    expect(document.documentElement.lang).toBe('pt-PT');
    // European Portuguese: 0 is "other" (0 jogos); i18next would use Brazilian rules for a bare "PT".
    expect(translate('home.game_count', { count: 0 })).toMatch(/^0 jogos$/);
    expect(translate('home.game_count', { count: 1 })).toMatch(/^1 jogo$/);
    expect(Object.keys(i18next.store.data)).toEqual(['pt-PT']);

    await switchLanguage('UR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur');
    expect(translate('common.retry')).not.toBe('common.retry');

    await switchLanguage('CN');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(document.documentElement.dir).toBe('ltr');
    expect(translate('common.retry')).not.toBe('common.retry');
  });

  it('adds a text pack to the current language and reloads it, with the main file, on a switch', async () => {
    await initI18n('EN');
    packFiles.set('/l/pack/EN.json', JSON.stringify({ 'pack.hello': 'Hello' }));
    packFiles.set('/l/pack/VI.json', JSON.stringify({ 'pack.hello': 'Xin chào' }));
    fetched = [];
    await loadTextPack({ '/l/pack/EN.json': '/l/pack/EN.json', '/l/pack/VI.json': '/l/pack/VI.json', '/l/pack/PT-BR.json': '/l/pack/PT-BR.json' });
    expect(translate('pack.hello')).toBe('Hello');
    expect(translate('common.retry')).toBe('Retry');

    await switchLanguage('VI');
    expect(translate('pack.hello')).toBe('Xin chào');
    // The pack did not stand in for the main file: its keys are there too.
    expect(translate('common.retry')).not.toBe('common.retry');
    expect(fetched.filter((u) => u.startsWith('/l/pack/'))).toEqual(['/l/pack/EN.json', '/l/pack/VI.json']);

    await expect(switchLanguage('TH')).rejects.toThrow(/no text pack file for TH/);
  });

  it('reports a locale file the server does not have', async () => {
    packFiles.set('/l/broken/EN.json', '');
    await initI18n('EN');
    await expect(loadTextPack({ '/l/missing/EN.json': '/l/missing/EN.json' })).rejects.toThrow(/HTTP 404 for \/l\/missing\/EN.json/);
  });
});
