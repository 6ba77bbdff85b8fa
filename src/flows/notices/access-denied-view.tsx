import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { EnglishLine } from './english-line';

/**
 * Access Denied: IP or region restriction, the caller's IP address when the
 * server tells it, the description in the player's language plus the English copy when it
 * differs, and contact-us.
 */
export function AccessDeniedView({ ip, englishDescription, onContact }: {
  ip: string | null;
  englishDescription: string | null;
  onContact: () => void;
}) {
  const { t } = useTranslation();
  const title = t('notice.access_denied_title');
  return (
    <Screen title={title}>
      <section className="card" aria-labelledby="access-denied-title">
        <h2 id="access-denied-title" style={{ margin: 0, fontSize: 20 }}>{title}</h2>
        {ip && (
          <p style={{ margin: '12px 0 0', fontWeight: 600 }} data-testid="client-ip">
            {t('notice.your_ip', { ip })}
          </p>
        )}
        <p style={{ margin: '12px 0 0' }}>{t('notice.access_denied_desc')}</p>
        <EnglishLine text={englishDescription} />
      </section>
      <Button block onClick={onContact}>{t('notice.contact_us')}</Button>
    </Screen>
  );
}
