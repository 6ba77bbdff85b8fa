import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { EnglishLine } from './english-line';

/**
 * System Maintenance: title, the end time when the server gives one, the
 * description, retry and contact-us; the English copy of title and description under them when
 * the player reads another language and the translation differs.
 */
export function MaintenanceView({ endsAtText, english, retrying, onRetry, onContact }: {
  /** Already formatted in the player's zone and language; null when the server sets no end. */
  endsAtText: string | null;
  english: { title: string | null; description: string | null };
  retrying: boolean;
  onRetry: () => void;
  onContact: () => void;
}) {
  const { t } = useTranslation();
  const title = t('notice.maintenance_title');
  return (
    <Screen title={title}>
      <section className="card" aria-labelledby="maintenance-title">
        <h2 id="maintenance-title" style={{ margin: 0, fontSize: 20 }}>{title}</h2>
        <EnglishLine as="h2" text={english.title} />
        {endsAtText && (
          <p style={{ margin: '12px 0 0', fontWeight: 600 }} data-testid="maintenance-end">
            {t('notice.maintenance_until', { time: endsAtText })}
          </p>
        )}
        <p style={{ margin: '12px 0 0' }}>{t('notice.maintenance_desc')}</p>
        <EnglishLine text={english.description} />
      </section>
      <Button block onClick={onRetry} disabled={retrying} aria-busy={retrying}>{t('common.retry')}</Button>
      <Button block variant="ghost" onClick={onContact}>{t('notice.contact_us')}</Button>
    </Screen>
  );
}
