import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { InstallLayer } from '../common/install-layer';
import { InstallModalFooter, type InstallFooterKind } from './install-modal-footer';

export interface InstallModalViewProps {
  name: string;
  iconUrl: string;
  animationMs: number;
  leaving?: boolean;
  /** A native-app link exists for this device. */
  nativeApp: boolean;
  footer: InstallFooterKind | null;
  onContinue: () => void;
  onNativeApp: () => void;
  onWebApp: () => void;
  onProfile: () => void;
}

/** The add-to-home-screen modal: continue on H5, native app, or web app. */
export function InstallModalView(p: InstallModalViewProps) {
  const { t } = useTranslation();
  return (
    <InstallLayer animationMs={p.animationMs} leaving={p.leaving} label={t('install.prompt_title', { name: p.name })} onEscape={p.onContinue}>
      <img className="a2hs-icon" src={p.iconUrl} alt="" width={64} height={64} />
      <h2 className="a2hs-title">{t('install.prompt_title', { name: p.name })}</h2>
      <p className="a2hs-text">{t('install.prompt_text')}</p>
      <div className="a2hs-actions">
        <Button block onClick={p.onWebApp}>{t('install.web_app')}</Button>
        {p.nativeApp && <Button block variant="accent" onClick={p.onNativeApp}>{t('install.native_app')}</Button>}
        <Button block variant="ghost" onClick={p.onContinue}>{t('install.continue_h5')}</Button>
      </div>
      {p.footer && <InstallModalFooter kind={p.footer} onProfile={p.onProfile} />}
    </InstallLayer>
  );
}
