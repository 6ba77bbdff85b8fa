import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { InstallLayer } from '../common/install-layer';

/** The app-upgrade modal; a mandatory update has no way to close it. */
export function AppUpgradeView({ name, iconUrl, mandatory, animationMs, leaving, onUpgrade, onClose }: {
  name: string;
  iconUrl: string;
  mandatory: boolean;
  animationMs: number;
  leaving?: boolean;
  onUpgrade: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InstallLayer animationMs={animationMs} leaving={leaving} label={t('install.upgrade_title')} onEscape={mandatory ? undefined : onClose}>
      <img className="a2hs-icon" src={iconUrl} alt="" width={64} height={64} />
      <h2 className="a2hs-title">{t('install.upgrade_title')}</h2>
      <p className="a2hs-text">{t(mandatory ? 'install.upgrade_mandatory' : 'install.upgrade_text', { name })}</p>
      <div className="a2hs-actions">
        <Button block onClick={onUpgrade}>{t('install.upgrade_now')}</Button>
        {!mandatory && <Button block variant="ghost" onClick={onClose}>{t('install.later')}</Button>}
      </div>
    </InstallLayer>
  );
}
