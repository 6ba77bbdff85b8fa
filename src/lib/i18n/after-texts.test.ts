// @vitest-environment node
// vitest: isolated (i18next is a module singleton, and this test needs it not yet initialised)
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { afterTexts } from './i18n';

describe('afterTexts', () => {
  it('waits for the texts before it runs, then runs at once', async () => {
    const early = vi.fn();
    afterTexts(early);
    expect(early).not.toHaveBeenCalled();
    await i18next.init({ lng: 'en', resources: { en: { translation: { hi: 'Hello' } } } });
    expect(early).toHaveBeenCalledOnce();
    const late = vi.fn(() => expect(i18next.t('hi')).toBe('Hello'));
    afterTexts(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
