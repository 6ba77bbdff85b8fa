import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import type { PromotionDetailValue, PromotionSummary } from '@/lib/wire';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import type { GoTo } from './goto-rules';
import { LoadFailed, PromoPicture, usePeriod, type Formats } from './promotion-parts';

export interface ActivityPresenter {
  fmt: Formats;
  /** The picture URL of a promotion (image CDN, allow-listed), or null. */
  imageOf: (p: PromotionSummary) => string | null;
  onBack: () => void;
  onRetry: () => void;
}

/** The promotion list: picture, title, period, summary; a card opens the promotion. */
export function ActivityListView({ state, hrefOf, ...p }: ActivityPresenter & { state: AsyncState<PromotionSummary[]>; hrefOf: (id: string) => string }) {
  const { t } = useTranslation();
  const period = usePeriod(p.fmt);
  return (
    <Screen title={t('screen.activity')} onBack={p.onBack} backLabel={t('common.back')}>
      {state.kind === 'loading' && <Spinner label={t('common.loading')} />}
      {state.kind === 'error' && <LoadFailed message={t('promotions.load_failed')} onRetry={p.onRetry} />}
      {state.kind === 'ready' && state.value.length === 0 && <p className="card center">{t('promotions.list_empty')}</p>}
      {state.kind === 'ready' && state.value.length > 0 && (
        <ul className="promo-list" aria-label={t('screen.activity')}>
          {state.value.map((promo, i) => (
            <li key={promo.id}>
              <Link href={hrefOf(String(promo.id))} className="promo-card" data-promotion-type={promo.promotionType}>
                <PromoPicture src={p.imageOf(promo)} width={promo.imageWidth} height={promo.imageHeight} eager={i < 2} />
                <div className="promo-card__body">
                  <h2 className="promo-card__title">{promo.title}</h2>
                  <p className="promo-card__meta">{period(promo)}</p>
                  <p className="promo-card__summary">{promo.summary}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

export type DetailState = AsyncState<{ promotion: PromotionDetailValue; goTo: GoTo } | 'not-found'>;

/**
 * One promotion: picture, title, period, the most it pays, summary, rules, the operator's
 * description, and the go-to button (goto-rules.ts decides it). The description is server HTML: this view
 * never renders it itself, `renderContent` does (the screen's sanitized part, promotion-content.tsx).
 */
export function PromotionDetailView({ state, listHref, onDownload, renderContent, ...p }: ActivityPresenter & {
  state: DetailState;
  listHref: string;
  onDownload: () => void;
  /** The description, sanitized: given the raw HTML, returns what shows it. */
  renderContent: (html: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const period = usePeriod(p.fmt);
  const ready = state.kind === 'ready' && state.value !== 'not-found' ? state.value : null;
  return (
    <Screen title={ready?.promotion.title ?? t('screen.activity')} onBack={p.onBack} backLabel={t('common.back')}>
      {state.kind === 'loading' && <Spinner label={t('common.loading')} />}
      {state.kind === 'error' && <LoadFailed message={t('promotions.detail_failed')} onRetry={p.onRetry} />}
      {state.kind === 'ready' && state.value === 'not-found' && (
        <section className="card stack">
          <p className="center">{t('promotions.not_found')}</p>
          <Link href={listHref} className="btn btn--block">{t('promotions.all')}</Link>
        </section>
      )}
      {ready && (
        <article className="promo-detail" data-promotion-type={ready.promotion.promotionType}>
          <div className="promo-card">
            <PromoPicture src={p.imageOf(ready.promotion)} width={ready.promotion.imageWidth} height={ready.promotion.imageHeight} eager />
            <div className="promo-card__body">
              <h2 className="promo-card__title">{ready.promotion.title}</h2>
              <p className="promo-card__meta">{period(ready.promotion)}</p>
              {ready.promotion.maxBonus !== null && ready.promotion.maxBonus > 0 && (
                <p className="promo-bonus">{t('promotions.max_bonus', { amount: p.fmt.amount(ready.promotion.maxBonus) })}</p>
              )}
              <p className="promo-card__summary">{ready.promotion.summary}</p>
            </div>
          </div>
          {ready.promotion.rules.length > 0 && (
            <section className="card" aria-labelledby="promo-rules">
              <h3 id="promo-rules" style={{ margin: '0 0 8px', fontSize: 16 }}>{t('promotions.rules')}</h3>
              <ol className="promo-detail__rules">
                {ready.promotion.rules.map((rule, i) => <li key={i}>{rule}</li>)}
              </ol>
            </section>
          )}
          {ready.promotion.content && (
            <section className="card" data-testid="promotion-content">
              {renderContent(ready.promotion.content)}
            </section>
          )}
          <GoToButton goTo={ready.goTo} onDownload={onDownload} />
          <Link href={listHref} className="btn btn--ghost btn--block">{t('promotions.all')}</Link>
        </article>
      )}
    </Screen>
  );
}

function GoToButton({ goTo, onDownload }: { goTo: GoTo; onDownload: () => void }) {
  const { t } = useTranslation();
  switch (goTo.kind) {
    case 'route':
      return <Link href={goTo.path} className="btn btn--block" data-testid="promotion-go">{t('promotions.go')}</Link>;
    case 'download':
      return <Button block onClick={onDownload} data-testid="promotion-go">{t('promotions.go_download')}</Button>;
    case 'login':
      return <Link href={goTo.path} className="btn btn--block">{t('promotions.login_to_join')}</Link>;
    case 'hidden':
      return null;
  }
}
