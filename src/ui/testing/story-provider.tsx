import i18next, { type ResourceKey } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { toBcp47, type Language } from '@/lib/i18n/languages';
import en from '@/locales/EN.json';
import '@/ui/base.css';

/**
 * What every story (and the test that renders every story) runs inside: English texts loaded
 * synchronously (the main file and every text pack), the base styles, and an in-memory router so
 * links render without navigating. `language` (Ladle's language control) loads that language's
 * main file and packs before the story renders.
 */
const packs = import.meta.glob<Record<string, string>>('@/locales/*/EN.json', { eager: true, import: 'default' });
const otherFiles = import.meta.glob<ResourceKey>(['@/locales/*.json', '@/locales/*/*.json', '!@/locales/EN.json', '!@/locales/*/EN.json'], { import: 'default' });
const storyI18n = i18next.createInstance();
void storyI18n.use(initReactI18next).init({
  // A BCP 47 tag, as the app gives i18next (lib/i18n): i18next 27 finds no texts under 'EN'.
  lng: 'en',
  resources: { en: { translation: Object.assign({}, en, ...Object.values(packs)) } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A language's main file and every text pack, as one namespace (as the app has them once loaded). */
async function loadLanguage(lang: Language): Promise<void> {
  const tag = toBcp47(lang);
  if (storyI18n.hasResourceBundle(tag, 'translation')) return;
  const own = (files: Record<string, () => Promise<ResourceKey>>) => Object.entries(files).filter(([path]) => path.endsWith(`/${lang}.json`));
  const texts = await Promise.all(own(otherFiles).map(([, load]) => load()));
  storyI18n.addResourceBundle(tag, 'translation', Object.assign({}, ...texts));
}

export function StoryProvider({ children, path = '/m/home', language = 'EN' }: { children: ReactNode; path?: string; language?: Language }) {
  const { hook } = memoryLocation({ path });
  const [ready, setReady] = useState(language === 'EN');
  useEffect(() => {
    let live = true;
    void loadLanguage(language).then(() => storyI18n.changeLanguage(toBcp47(language))).then(() => live && setReady(true));
    return () => void (live = false);
  }, [language]);
  return (
    <I18nextProvider i18n={storyI18n}>
      <Router hook={hook}>{ready ? children : null}</Router>
    </I18nextProvider>
  );
}
