import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';

/**
 * Shown instead of a blank page when the merchant's manifest cannot be loaded or fails validation
 * (never a blank page for a bad manifest). It renders before the merchant is known, so every text has an English
 * default in case the locale file could not load either. The details are for the operator who
 * gets the screenshot: what failed and where.
 */
export function ConfigInvalidScreen({ merchantId, reason, details, onRetry }: {
  merchantId: string;
  reason: 'unreachable' | 'limits' | 'not-json' | 'invalid';
  details: readonly string[];
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const unreachable = reason === 'unreachable';
  return (
    <Screen title={t('config.title', { defaultValue: 'Site unavailable' })}>
      <section className="card" role="alert">
        <p style={{ marginTop: 0 }}>
          {unreachable
            ? t('config.unreachable', { defaultValue: 'We could not load this site’s settings. Check your connection and try again.' })
            : t('config.invalid', { defaultValue: 'This site’s configuration is invalid. Please contact customer service; the details below help them fix it.' })}
        </p>
        <details>
          <summary>{t('config.details', { defaultValue: 'Details' })}</summary>
          <p style={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word' }}>
            {merchantId} · {reason}
          </p>
          <ul style={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word', paddingInlineStart: 18 }}>
            {details.map((line) => <li key={line}>{line}</li>)}
          </ul>
        </details>
      </section>
      <Button block onClick={onRetry}>{t('common.retry', { defaultValue: 'Retry' })}</Button>
    </Screen>
  );
}
