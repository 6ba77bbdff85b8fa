import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Language } from '@/lib/i18n/languages';
import { afterNextPaint, afterPageSettled } from './after-paint';
import { glyphsWarmed, warmGlyphs } from './warm-glyphs';

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
 *
 * The other names come once the page has settled (`afterPageSettled`) and the fonts they need are
 * in (ui/warm-glyphs.ts: one script per task; a chooser that offers Chinese, Hindi and Urdu on a
 * Latin page otherwise loaded three fonts in one layout). A font's first load is a layout of
 * 20-35 ms on this project's test machine for the Chinese name alone, a long task at 4× CPU: it
 * waits until start-up is over. Until then the chooser lists the language on view; a touch, click
 * or focus before that lists them all at once, before its menu opens.
 */
export default function LanguageSelect({ value, options, onChange, label }: {
  value: Language;
  options: readonly Language[];
  onChange: (lang: Language) => void;
  label: string;
}) {
  const [chosen, setChosen] = useState<Language | null>(null);
  const names = options.map((code) => NATIVE_NAMES[code]);
  const [complete, setComplete] = useState(() => glyphsWarmed(names));
  // The effect is keyed by the names' text, not by the array: a parent's new array of the same
  // languages on its next render must not restart the wait for the page to settle.
  const key = names.join('\n');
  useEffect(() => {
    if (complete) return;
    let live = true;
    void afterPageSettled().then(async () => {
      if (!live) return;
      await warmGlyphs(key.split('\n'));
      if (live) startTransition(() => setComplete(true));
    });
    return () => {
      live = false;
    };
  }, [complete, key]);
  const listAll = () => {
    if (!complete) flushSync(() => setComplete(true));
  };
  const listed = complete ? options : [chosen ?? value];
  const choose = (lang: Language) => {
    setChosen(lang);
    void afterNextPaint().then(() => {
      onChange(lang);
      setChosen(null);
    });
  };
  return (
    <select className="lang-select" aria-label={label} value={chosen ?? value} onChange={(e) => choose(e.target.value as Language)} onPointerDown={listAll} onFocus={listAll}>
      {listed.map((code) => <option key={code} value={code}>{NATIVE_NAMES[code]}</option>)}
    </select>
  );
}
