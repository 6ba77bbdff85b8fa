import i18next, { type i18n as I18n } from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { getI18n, I18nextProvider, setI18n } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useTranslation } from './use-translation';

const TEXTS = {
  en: { plain: 'Log in', named: 'Log in to {{brand}}', nested: 'See $t(plain)', items_one: '{{count}} game', items_other: '{{count}} games', empty: '' },
  vi: { plain: 'Đăng nhập', named: 'Đăng nhập vào {{brand}}', nested: 'Xem $t(plain)', items_other: '{{count}} trò chơi', empty: '' },
};

async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en', fallbackLng: false, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false },
    resources: { en: { translation: TEXTS.en }, vi: { translation: TEXTS.vi } },
  });
  return i18n;
}

let container: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

describe('useTranslation: react-i18next\'s hook, lighter', () => {
  it('gives the same text as i18next\'s t for every kind of key', async () => {
    const i18n = await instance();
    let t: ReturnType<typeof useTranslation>['t'] | undefined;
    function Probe() {
      t = useTranslation().t;
      return null;
    }
    const root = createRoot(container);
    await act(async () => root.render(<I18nextProvider i18n={i18n}><Probe /></I18nextProvider>));
    const same = (key: string, options?: Record<string, unknown>) => expect(options ? t!(key, options) : t!(key), key).toBe(options ? i18n.t(key, options) : i18n.t(key));
    same('plain');
    same('named', { brand: 'Lucky VN' });
    same('nested');
    same('items', { count: 1 });
    same('items', { count: 3 });
    same('missing.key');
    same('empty');
    expect(t!('named', { brand: 'X' })).toBe('Log in to X');
    expect(t!('nested')).toBe('See Log in');
    await act(async () => root.unmount());
  });

  it('renders again in the new language once its texts are in, with a new t', async () => {
    const i18n = await instance();
    const renders = vi.fn();
    function Title() {
      const { t } = useTranslation();
      renders(t);
      return <h1>{t('plain')} · {t('named', { brand: 'Lucky VN' })}</h1>;
    }
    const root = createRoot(container);
    await act(async () => root.render(<I18nextProvider i18n={i18n}><Title /></I18nextProvider>));
    expect(container.textContent).toBe('Log in · Log in to Lucky VN');
    await act(async () => void (await i18n.changeLanguage('vi')));
    expect(container.textContent).toBe('Đăng nhập · Đăng nhập vào Lucky VN');
    expect(renders.mock.calls.at(-1)![0]).not.toBe(renders.mock.calls[0]![0]);
    await act(async () => root.unmount());
  });

  it('reads the instance of the nearest provider, so two languages can show side by side', async () => {
    const english = await instance();
    const vietnamese = await instance();
    await vietnamese.changeLanguage('vi');
    function Text() {
      return <span>{useTranslation().t('plain')}</span>;
    }
    const root = createRoot(container);
    await act(async () => root.render(<><I18nextProvider i18n={english}><Text /></I18nextProvider><I18nextProvider i18n={vietnamese}><Text /></I18nextProvider></>));
    expect(container.textContent).toBe('Log inĐăng nhập');
    // A language change of one instance leaves the other's components as they are.
    await act(async () => void (await english.changeLanguage('vi')));
    expect(container.textContent).toBe('Đăng nhậpĐăng nhập');
    await act(async () => root.unmount());
  });

  it('without any instance (a component rendered on its own) gives the key, or the default value', async () => {
    // react-i18next keeps the instance a file initialised in a module of its own, which another
    // test file on the same worker thread may have set: none here, whatever ran before.
    const before = getI18n();
    setI18n(undefined as unknown as I18n);
    onTestFinished(() => setI18n(before));
    let t: ReturnType<typeof useTranslation>['t'] | undefined;
    function Probe() {
      t = useTranslation().t;
      return null;
    }
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(t!('chat.unread')).toBe('chat.unread');
    expect(t!('chat.unread', 'Unread')).toBe('Unread');
    expect(t!('chat.unread', { defaultValue: 'Unread' })).toBe('Unread');
    await act(async () => root.unmount());
  });
});
