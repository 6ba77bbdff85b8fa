import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { useModal } from '@/ui/use-modal';
import './popups.css';

/**
 * A welcome image popup. The first (`variant` first) has save and copy-link buttons; the second a
 * description and a save button. Close (×, Escape) ends it; the first is followed by the second.
 */
export function WelcomeImageView({ variant, imageUrl, description, busy, onSave, onCopyLink, onClose }: {
  variant: 'first' | 'second';
  imageUrl: string;
  description?: string;
  busy?: boolean;
  onSave: () => void;
  onCopyLink?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const modal = useModal(onClose);
  return (
    <div className="overlay popup-overlay" role="presentation">
      <section ref={modal} className="popup welcome" role="dialog" aria-modal="true" aria-labelledby="welcome-title" data-testid={`welcome-${variant}`} tabIndex={-1}>
        <header className="popup__head">
          <h2 id="welcome-title" className="popup__title">{t('popups.welcome')}</h2>
          <button type="button" className="popup__close" aria-label={t('popups.close')} onClick={onClose} data-testid="welcome-close">
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <img className="welcome__image" src={imageUrl} alt={description ?? t('popups.welcome')} crossOrigin="anonymous" />
        {variant === 'second' && <p className="welcome__text">{description || t('popups.welcome_text')}</p>}
        <div className="popup__footer">
          <Button onClick={onSave} disabled={busy} data-testid="welcome-save">{t('popups.save')}</Button>
          {variant === 'first' && onCopyLink && <Button variant="ghost" onClick={onCopyLink} data-testid="welcome-copy">{t('popups.copy_link')}</Button>}
        </div>
      </section>
    </div>
  );
}
