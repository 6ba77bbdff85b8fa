import { useState } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { afterNextPaint } from './after-paint';

/** Native names, shown in the language chooser (never translated: a player looks for their own). */
export const NATIVE_NAMES: Record<Language, string> = {
  CN: '简体中文', TW: '繁體中文', EN: 'English', ES: 'Español', HI: 'हिन्दी', ID: 'Bahasa Indonesia',
  JA: '日本語', KM: 'ខ្មែរ', KO: '한국어', MY: 'မြန်မာ', TA: 'தமிழ்', TH: 'ไทย', VI: 'Tiếng Việt',
  TY: 'Filipino', UR: 'اردو', PT: 'Português', 'PT-BR': 'Português (Brasil)', MS: 'Bahasa Melayu',
  BN: 'বাংলা', TR: 'Türkçe',
};

/**
 * The language chooser: native names, so a player finds their own language in any UI language.
 * Lazy-loaded by the screens that show it: the names are not needed where it is not shown. The
 * chosen name shows at once; the switch (every text on the page renders again) comes after that
 * frame, so the tap is answered before the work it starts.
 */
export default function LanguageSelect({ value, options, onChange, label }: {
  value: Language;
  options: readonly Language[];
  onChange: (lang: Language) => void;
  label: string;
}) {
  const [chosen, setChosen] = useState<Language | null>(null);
  const choose = (lang: Language) => {
    setChosen(lang);
    void afterNextPaint().then(() => {
      onChange(lang);
      setChosen(null);
    });
  };
  return (
    <select className="lang-select" aria-label={label} value={chosen ?? value} onChange={(e) => choose(e.target.value as Language)}>
      {options.map((code) => <option key={code} value={code}>{NATIVE_NAMES[code]}</option>)}
    </select>
  );
}
