import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

/**
 * A view that renders before start-up has set the app's i18next instance up: main.tsx's time-limit
 * view (the screen-failed view after 10 s), when the limit passes before the texts were asked for.
 * In a file of its own: it needs the app's instance (i18next's own) not yet set up.
 */
function Failed() {
  const { t } = useTranslation();
  return <p>{t('screen_failed.message')}</p>;
}

afterEach(cleanup);

describe('useTranslation before the app has its texts', () => {
  it('shows the key, then the text once the app\'s instance has its language', async () => {
    expect(i18next.isInitialized).toBeFalsy();
    render(<Failed />);
    expect(screen.getByText('screen_failed.message')).toBeTruthy();

    await act(() => i18next.init({ lng: 'en', keySeparator: false, nsSeparator: false, resources: { en: { translation: { 'screen_failed.message': 'We could not open this page.' } } } }));

    expect(screen.getByText('We could not open this page.')).toBeTruthy();
  });
});
