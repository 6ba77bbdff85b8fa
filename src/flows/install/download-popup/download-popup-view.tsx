import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { InstallLayer } from '../common/install-layer';
import type { AppDownloadNote } from './app-download-notes';

export type LinkKind = 'Android' | 'IOS' | 'MOBILECONFIG';

export interface DownloadPopupViewProps {
  links: Partial<Record<LinkKind, string>>;
  /** Offer the add-to-home-screen guide (not when already installed). */
  guide: boolean;
  /** The app-download bonus is on: the go-to-activity button. */
  activity: boolean;
  /** The app-download announcements (app-download-notes.ts), above the links; none: nothing shown. */
  notes?: readonly AppDownloadNote[];
  /** Renders a note's server HTML (the host passes SafeHtml with the site's policy). */
  renderContent?: (html: string) => ReactNode;
  animationMs: number;
  leaving?: boolean;
  onLink: (kind: LinkKind) => void;
  onGuide: () => void;
  onActivity: () => void;
  onClose: () => void;
}

const ENTRIES: { kind: LinkKind; label: string }[] = [
  { kind: 'Android', label: 'install.link_android' },
  { kind: 'IOS', label: 'install.link_ios' },
  { kind: 'MOBILECONFIG', label: 'install.link_profile' },
];

/** The download popup: the app-download announcements, Android, iOS, profile and guide entries, go to activity. */
export function DownloadPopupView(p: DownloadPopupViewProps) {
  const { t } = useTranslation();
  return (
    <InstallLayer sheet animationMs={p.animationMs} leaving={p.leaving} label={t('install.popup_title')} onEscape={p.onClose}>
      <h2 className="a2hs-title">{t('install.popup_title')}</h2>
      {p.notes?.map((note) => (
        <section key={note.id} className="a2hs-note">
          <h3 className="a2hs-note__title">{note.title}</h3>
          {p.renderContent?.(note.content)}
        </section>
      ))}
      {ENTRIES.filter((e) => p.links[e.kind]).map((e) => (
        <button key={e.kind} type="button" className="a2hs-link" onClick={() => p.onLink(e.kind)}>
          <span className={`a2hs-glyph a2hs-glyph--${e.kind}`} aria-hidden="true" /><span>{t(e.label)}</span>
        </button>
      ))}
      {p.guide && (
        <button type="button" className="a2hs-link" onClick={p.onGuide}>
          <span className="a2hs-glyph a2hs-glyph--guide" aria-hidden="true" /><span>{t('install.web_app')}</span>
        </button>
      )}
      {p.activity && <Button block variant="accent" onClick={p.onActivity}>{t('install.go_activity')}</Button>}
      <Button block variant="ghost" onClick={p.onClose}>{t('install.close')}</Button>
    </InstallLayer>
  );
}
