import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '@/locales/EN.json';
import '@/ui/base.css';

/**
 * What every story (and the test that renders every story) runs inside: English texts loaded
 * synchronously (the main file and every text pack), the base styles, and an in-memory router so
 * links render without navigating.
 */
const packs = import.meta.glob<Record<string, string>>('@/locales/*/EN.json', { eager: true, import: 'default' });
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

export function StoryProvider({ children, path = '/m/home' }: { children: ReactNode; path?: string }) {
  const { hook } = memoryLocation({ path });
  return (
    <I18nextProvider i18n={storyI18n}>
      <Router hook={hook}>{children}</Router>
    </I18nextProvider>
  );
}
