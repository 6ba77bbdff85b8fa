import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';

/**
 * The modal's footer on iOS: the configuration-profile download when the
 * merchant offers one (a web clip installs without Safari's share menu), else the Safari hints.
 */
export type InstallFooterKind = 'ios-hints' | 'profile';

export function InstallModalFooter({ kind, onProfile }: { kind: InstallFooterKind; onProfile: () => void }) {
  const { t } = useTranslation();
  return (
    <footer className="a2hs-footer">
      {kind === 'profile'
        ? <Button block variant="ghost" onClick={onProfile}>{t('install.profile_download')}</Button>
        : <p className="a2hs-text">{t('install.ios_hint')}</p>}
    </footer>
  );
}
