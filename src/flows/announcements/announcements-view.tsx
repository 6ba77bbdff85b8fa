import { useTranslation } from '@/lib/i18n/use-translation';
import type { HtmlPolicy } from '@/lib/safe-html';
import type { Announcement } from '@/lib/wire/shapes';
import { Button } from '@/ui/button';
import { SafeHtml } from '@/ui/safe-html';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import './popups.css';

export function AnnouncementsView({ state, policy, onRetry, onBack, onInAppLink }: {
  state: AsyncState<Announcement[]>;
  policy: HtmlPolicy;
  onRetry: () => void;
  onBack: () => void;
  onInAppLink: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Screen title={t('screen.announcements')} onBack={onBack} backLabel={t('common.back')}>
      {state.kind === 'loading' && <Spinner label={t('common.loading')} />}
      {state.kind === 'error' && (
        <div className="notice" role="alert">
          {t('announcements.load_failed')} <Button variant="ghost" onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      )}
      {state.kind === 'ready' && state.value.length === 0 && <p className="card" data-testid="announcements-empty">{t('announcements.empty')}</p>}
      {state.kind === 'ready' && state.value.length > 0 && (
        <ul className="announcement-list" data-testid="announcement-list">
          {state.value.map((item, i) => (
            <li key={`${item.id}-${i}`} className="card">
              <h2 className="announcement-list__title">{item.title}</h2>
              <SafeHtml className="popup__content" html={item.content} policy={policy} onInAppLink={onInAppLink} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
