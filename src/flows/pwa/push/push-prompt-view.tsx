import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import type { PushPromptView as View } from './push-controller';
import './push-prompt.css';

/**
 * The notification-permission prompt and, after the browser said no, the tips
 * (notification_request_tips). A card, not a modal: the page
 * stays usable, and a player who ignores it loses nothing.
 */
export function PushPromptView({ view, onAllow, onLater, onCloseTips }: {
  view: Exclude<View, 'hidden'>;
  onAllow: () => void;
  onLater: () => void;
  onCloseTips: () => void;
}) {
  const { t } = useTranslation();
  const denied = view === 'denied';
  return (
    <section className="push-card" role="dialog" aria-modal="false" aria-labelledby="push-title" aria-describedby="push-text" aria-live="polite">
      <span className="push-card__bell" aria-hidden="true" />
      <div className="push-card__body">
        <h2 className="push-card__title" id="push-title">{t(denied ? 'push.denied_title' : 'push.title')}</h2>
        <p className="push-card__text" id="push-text">
          {t(denied ? 'notification_request_tips' : view === 'asking' ? 'push.asking' : 'push.body')}
        </p>
        <div className="push-card__actions">
          {denied ? (
            <Button onClick={onCloseTips} autoFocus>{t('push.ok')}</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={onLater} disabled={view === 'asking'}>{t('push.later')}</Button>
              <Button onClick={onAllow} disabled={view === 'asking'} aria-busy={view === 'asking'}>{t('push.allow')}</Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
