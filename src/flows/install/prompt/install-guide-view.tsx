import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { InstallLayer } from '../common/install-layer';

export interface InstallGuideViewProps {
  /** ios: Safari's share menu; browser: the browser menu (no install dialog was offered). */
  variant: 'ios' | 'browser';
  /** iOS outside Safari: only Safari can add to the home screen. */
  needsSafari?: boolean;
  animationMs: number;
  leaving?: boolean;
  onDone: () => void;
}

/** The two-step add-to-home-screen guide, as a bottom sheet. */
export function InstallGuideView({ variant, needsSafari, animationMs, leaving, onDone }: InstallGuideViewProps) {
  const { t } = useTranslation();
  const steps = variant === 'ios'
    ? [t('install.guide_ios_1'), t('install.guide_ios_2')]
    : [t('install.guide_browser_1'), t('install.guide_browser_2')];
  return (
    <InstallLayer sheet animationMs={animationMs} leaving={leaving} label={t('install.web_app')} onEscape={onDone}>
      <h2 className="a2hs-title">{t('install.web_app')}</h2>
      {needsSafari && <p className="notice" role="alert">{t('install.app_download_safari_required')}</p>}
      <ol className="a2hs-steps">
        {steps.map((text, i) => (
          <li key={i}><span className="a2hs-step-no">{i + 1}</span><span>{text}</span></li>
        ))}
      </ol>
      <Button block onClick={onDone}>{t('install.got_it')}</Button>
    </InstallLayer>
  );
}
