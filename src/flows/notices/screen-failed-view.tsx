import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { Button } from '@/ui/button';

/**
 * A screen that could not load or crashed (app/route-view.tsx): what happened, a retry (a reload:
 * a lazy import that failed once stays failed in this page) and, away from home, the way home.
 * Also start-up's view when it is not done in time (app/main.tsx), possibly before the locale
 * file has arrived: English defaults then, never the keys.
 */
export function ScreenFailedView({ homePath, onRetry, offline = !navigator.onLine }: { homePath?: string; onRetry: () => void; offline?: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="screen__body" role="alert">
      <p className="card">{offline
        ? t('network.offline', { defaultValue: 'You are offline. Check your connection.' })
        : t('screen_failed.message', { defaultValue: 'This page could not be opened. Check your connection and try again.' })}</p>
      <Button block onClick={onRetry}>{t('common.retry', { defaultValue: 'Retry' })}</Button>
      {homePath && <Link href={homePath} className="btn btn--ghost btn--block">{t('section.go_home', { defaultValue: 'Back to home' })}</Link>}
    </main>
  );
}
