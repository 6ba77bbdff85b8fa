import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, switchLanguage, translate } from './i18n';

describe('i18n', () => {
  it('loads only the active language, sets <html lang dir>, and follows each language’s plural rules', async () => {
    await initI18n('PT');
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
});
