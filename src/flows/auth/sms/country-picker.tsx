import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useModal } from '@/ui/use-modal';
import { filterCountries, flagEmoji, type Country } from './country-rules';
import './country-picker.css';

export interface CountryPickerProps {
  countries: readonly Country[];
  /** The country shown on the button. */
  selected: Country | null;
  /** DISABLEDMOBILEICC3: shown, but the dialing code cannot be changed. */
  locked: boolean;
  onSelect: (country: Country) => void;
  /** Stories only: render with the list open. */
  defaultOpen?: boolean;
}

/** The country's name in the player's language (Intl), else the server's English name, else its code. */
function useCountryName(): (c: Country) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return (c: Country) => {
      try {
        return names?.of(c.countryCode) ?? c.name ?? c.countryCode;
      } catch {
        return c.name ?? c.countryCode;
      }
    };
  }, [i18n.language]);
}

export function CountryFlag({ code }: { code: string }) {
  const emoji = flagEmoji(code);
  return <span className={emoji ? 'country-flag' : 'country-flag country-flag--text'} aria-hidden="true">{emoji || code.slice(0, 2)}</span>;
}

/**
 * The country picker: a button with the circular flag and "+code" that opens a
 * slide-up list of countries (a modal dialog with a search field and a listbox). Arrow keys move
 * through the list, Enter or Space picks, Escape or a tap outside closes; focus starts in the search
 * field, stays in the sheet and goes back to the button (ui/use-modal.ts).
 */
export function CountryPicker({ countries, selected, locked, onSelect, defaultOpen = false }: CountryPickerProps) {
  const { t } = useTranslation();
  const nameOf = useCountryName();
  const [open, setOpen] = useState(defaultOpen && !locked);
  const [query, setQuery] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const listId = useId();
  const shown = filterCountries(countries, query, nameOf);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const modal = useModal(close);
  const pick = (country: Country) => {
    onSelect(country);
    close();
  };
  const moveFocus = (event: KeyboardEvent, step: number) => {
    const options = [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    const at = options.indexOf(document.activeElement as HTMLElement);
    options[Math.min(options.length - 1, Math.max(0, at + step))]?.focus();
    event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') moveFocus(event, 1);
    else if (event.key === 'ArrowUp') moveFocus(event, -1);
  };

  const label = selected ? t('auth.country.current', { name: nameOf(selected), code: selected.countryDialingCode }) : t('auth.country.title');
  return (
    <>
      <button type="button" className="country-button" onClick={() => setOpen(true)} disabled={locked}
        aria-haspopup="dialog" aria-expanded={open} aria-label={locked ? `${label}. ${t('auth.country.locked')}` : label}>
        {selected && <CountryFlag code={selected.countryCode} />}
        <span>{selected?.countryDialingCode ?? '+'}</span>
        {!locked && <span className="country-button__caret" aria-hidden="true">▾</span>}
      </button>
      {open && (
        <div className="overlay country-sheet-backdrop" role="presentation" onClick={(e) => e.target === e.currentTarget && close()}>
          <section ref={modal} className="country-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
            <header className="country-sheet__header">
              <h2 id={titleId} className="country-sheet__title">{t('auth.country.title')}</h2>
              <button type="button" className="country-sheet__close" onClick={close} aria-label={t('auth.country.close')}>×</button>
            </header>
            <input data-autofocus className="field__input" type="search" value={query} onChange={(e) => setQuery(e.target.value)}
              placeholder={t('auth.country.search')} aria-label={t('auth.country.search')} aria-controls={listId} autoComplete="off" />
            <ul ref={list} id={listId} className="country-sheet__list" role="listbox" aria-labelledby={titleId}>
              {shown.map((c) => {
                const current = c.countryCode === selected?.countryCode;
                return (
                  <li key={c.countryCode} role="option" aria-selected={current} tabIndex={current ? 0 : -1} className="country-sheet__option"
                    onClick={() => pick(c)}
                    onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), pick(c))}>
                    <CountryFlag code={c.countryCode} />
                    <span className="country-sheet__name">{nameOf(c)}</span>
                    <span className="country-sheet__code">{c.countryDialingCode}</span>
                  </li>
                );
              })}
            </ul>
            {shown.length === 0 && <p className="country-sheet__empty">{t('auth.country.none')}</p>}
          </section>
        </div>
      )}
    </>
  );
}
