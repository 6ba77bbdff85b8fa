import { useTranslation } from '@/lib/i18n/use-translation';
import type { PromotionSummary } from '@/lib/wire';
import { Button } from '@/ui/button';

/** Amounts and dates as the screen formats them (ui/format-amount.ts). */
export interface Formats {
  amount: (n: number) => string;
  day: (epochMs: number) => string;
}

/** "1 Nov 2026 – 30 Nov 2026", or "From 1 Nov 2026" without an end. */
export function usePeriod(fmt: Formats): (p: Pick<PromotionSummary, 'startTime' | 'endTime'>) => string {
  const { t } = useTranslation();
  return (p) => (p.endTime === null ? t('promotions.period_open', { start: fmt.day(p.startTime) }) : t('promotions.period', { start: fmt.day(p.startTime), end: fmt.day(p.endTime) }));
}

/** The picture at its own size (no layout shift); a plain block when there is none. Decorative: the title says what it is. */
export function PromoPicture({ src, width, height, eager }: { src: string | null; width: number; height: number; eager?: boolean }) {
  if (!src) return <div className="promo-card__img" aria-hidden="true" />;
  return <img className="promo-card__img" src={src} width={width} height={height} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

/** A load that failed: what failed and a retry (role alert: announced when it appears). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice stack" role="alert">
      <p className="center">{message}</p>
      <Button variant="ghost" onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}
