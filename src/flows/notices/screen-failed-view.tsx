import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { Button } from '@/ui/button';

/**
 * A screen that could not load or crashed (app/route-view.tsx): what happened, a retry (a reload:
 * a lazy import that failed once stays failed in this page) and, away from home, the way home.
 */
export function ScreenFailedView({ homePath, onRetry, offline = !navigator.onLine }: { homePath?: string; onRetry: () => void; offline?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="screen__body" role="alert">
      <p className="card">{t(offline ? 'network.offline' : 'screen_failed.message')}</p>
      <Button block onClick={onRetry}>{t('common.retry')}</Button>
      {homePath && <Link href={homePath} className="btn btn--ghost btn--block">{t('section.go_home')}</Link>}
    </main>
  );
}
