import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import th from '@/locales/TH.json';
import thNotices from '@/locales/notices/TH.json';

// Stories only (never imported by the app): the notices as a Thai player sees them, so the
// English copy under each text can be looked at.
const thai = i18next.createInstance();
void thai.use(initReactI18next).init({
  lng: 'th',
  resources: { th: { translation: { ...th, ...thNotices } } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function InThai({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={thai}><div lang="th">{children}</div></I18nextProvider>;
}
