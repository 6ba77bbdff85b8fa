import { useTranslation } from '@/lib/i18n/use-translation';
import type { CsPlace } from './cs-placement';
import './cs-list.css';

export interface CsListItem {
  title: string;
  /** What a tap opens; null when the link was refused (`refused` says why). */
  url: string | null;
  refused?: 'not_link' | 'origin';
}

export interface CsListViewProps {
  place: CsPlace;
  items: readonly CsListItem[];
  /** Why the last tapped entry opened nothing, or null. */
  refused: CsListItem['refused'] | null;
  onOpen: (index: number) => void;
}

/**
 * The customer-service entries of one place (cs-placement.ts): one button per entry, labelled by
 * its title. An entry that opens nothing says why under the list. No entries: nothing at all.
 */
export function CsListView({ place, items, refused, onOpen }: CsListViewProps) {
  const { t } = useTranslation();
  if (!items.length) return null;
  const label = place === 'footer' ? t('notice.cs_footer') : t('notice.cs_list');
  return (
    <nav className={`cs-list cs-list--${place}`} aria-label={label} data-testid={`cs-list-${place}`}>
      {place === 'footer' && <span aria-hidden="true">{label}</span>}
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            <button type="button" className="cs-list__entry" onClick={() => onOpen(i)}>{item.title}</button>
          </li>
        ))}
      </ul>
      {refused && <p className="cs-list__refused" role="alert">{t(refused === 'origin' ? 'notice.cs_refused_origin' : 'notice.cs_refused_link')}</p>}
    </nav>
  );
}
