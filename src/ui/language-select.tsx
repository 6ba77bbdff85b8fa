import { NATIVE_NAMES, type Language } from '@/lib/i18n/languages';

/** The language chooser: native names, so a player finds their own language in any UI language. */
export function LanguageSelect({ value, options, onChange, label }: {
  value: Language;
  options: readonly Language[];
  onChange: (lang: Language) => void;
  label: string;
}) {
  return (
    <select className="lang-select" aria-label={label} value={value} onChange={(e) => onChange(e.target.value as Language)}>
      {options.map((code) => <option key={code} value={code}>{NATIVE_NAMES[code]}</option>)}
    </select>
  );
}
