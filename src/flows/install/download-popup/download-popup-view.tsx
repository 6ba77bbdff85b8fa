import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { InstallLayer } from '../common/install-layer';

export type LinkKind = 'Android' | 'IOS' | 'MOBILECONFIG';

export interface DownloadPopupViewProps {
  links: Partial<Record<LinkKind, string>>;
  /** Offer the add-to-home-screen guide (not when already installed). */
  guide: boolean;
  /** The app-download bonus is on: the go-to-activity button. */
  activity: boolean;
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

/** The download popup: Android, iOS, profile and guide entries, go to activity. */
export function DownloadPopupView(p: DownloadPopupViewProps) {
  const { t } = useTranslation();
  return (
    <InstallLayer sheet animationMs={p.animationMs} leaving={p.leaving} label={t('install.popup_title')} onEscape={p.onClose}>
      <h2 className="a2hs-title">{t('install.popup_title')}</h2>
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
