import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { InstallLayer } from '../common/install-layer';

/** The bottom confirm modal: cancel and agree. */
export function ConfirmSheetView({ title, message, animationMs, leaving, onCancel, onAgree }: {
  title: string;
  message: string;
  animationMs: number;
  leaving?: boolean;
  onCancel: () => void;
  onAgree: () => void;
}) {
  const { t } = useTranslation();
  return (
    <InstallLayer sheet animationMs={animationMs} leaving={leaving} label={title} onEscape={onCancel}>
      <h2 className="a2hs-title">{title}</h2>
      <p className="a2hs-text">{message}</p>
      <div className="a2hs-row">
        <Button variant="ghost" onClick={onCancel}>{t('install.cancel')}</Button>
        <Button onClick={onAgree}>{t('install.agree')}</Button>
      </div>
    </InstallLayer>
  );
}
