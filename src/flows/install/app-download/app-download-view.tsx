import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { Button } from '@/ui/button';
import type { LinkKind } from '../download-popup/download-popup-view';
import '../common/install.css';

export interface AppDownloadViewProps {
  name: string;
  logoUrl: string;
  backgroundUrl: string | null;
  description: string;
  descriptionColor: string;
  links: Partial<Record<LinkKind, string>>;
  /** An i18n key: what an iPhone player should know before tapping (see pageTip). */
  tip: string | null;
  homeHref: string;
  onLink: (kind: LinkKind) => void;
}

const BUTTONS: { kind: LinkKind; label: string; variant: 'primary' | 'accent' | 'ghost' }[] = [
  { kind: 'MOBILECONFIG', label: 'install.link_profile', variant: 'primary' },
  { kind: 'IOS', label: 'install.link_ios', variant: 'accent' },
  { kind: 'Android', label: 'install.link_android', variant: 'primary' },
];

/** /m/appDownload: the page the iOS configuration profile is offered from. */
export function AppDownloadView(p: AppDownloadViewProps) {
  const { t } = useTranslation();
  const available = BUTTONS.filter((b) => p.links[b.kind]);
  return (
    <main className="appdl" style={p.backgroundUrl ? { backgroundImage: `url("${p.backgroundUrl}")` } : undefined}>
      <img className="appdl__logo" src={p.logoUrl} alt="" width={88} height={88} />
      <h1 className="a2hs-title">{t('install.page_title', { name: p.name })}</h1>
      <p className="appdl__desc" style={{ color: p.descriptionColor }}>{p.description}</p>
      <div className="appdl__links">
        {available.map((b) => (
          <Button key={b.kind} block variant={b.variant} onClick={() => p.onLink(b.kind)}>{t(b.label)}</Button>
        ))}
      </div>
      {available.length === 0 && <p className="notice" role="alert">{t('install.page_no_links')}</p>}
      {p.tip && available.length > 0 && <p className="card appdl__tips" role="note">{t(p.tip)}</p>}
      <Link href={p.homeHref}>{t('section.go_home')}</Link>
    </main>
  );
}
