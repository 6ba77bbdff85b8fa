import { useTranslation } from '@/lib/i18n/use-translation';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import type { BenefitsData } from './promotions-data';
import { LoadFailed, type Formats } from './promotion-parts';

/** /m/member/benefits: every VIP level, what reaching it takes and what it gives; the player's own level marked. */
export function BenefitsView({ state, fmt, onBack, onRetry }: { state: AsyncState<BenefitsData>; fmt: Formats; onBack: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const current = state.kind === 'ready' ? state.value.levels.find((l) => l.rankLevel === state.value.current) : undefined;
  return (
    <Screen title={t('screen.memberBenefits')} onBack={onBack} backLabel={t('common.back')}>
      {state.kind === 'loading' && <Spinner label={t('common.loading')} />}
      {state.kind === 'error' && <LoadFailed message={t('benefits.load_failed')} onRetry={onRetry} />}
      {state.kind === 'ready' && state.value.levels.length === 0 && <p className="card center">{t('benefits.empty')}</p>}
      {state.kind === 'ready' && state.value.levels.length > 0 && (
        <>
          {current && (
            <p className="card" style={{ margin: 0 }}>
              {t('benefits.current', { name: current.labelName })}
              {!state.value.active && <><br /><span className="hint">{t('benefits.not_active')}</span></>}
            </p>
          )}
          <ol className="vip-levels" aria-label={t('screen.memberBenefits')}>
            {state.value.levels.map((level) => {
              const mine = level.rankLevel === state.value.current;
              const b = level.benefits;
              return (
                <li key={level.rankLevel} className="vip-level" aria-current={mine ? 'true' : undefined} data-level={level.rankLevel}>
                  <h2 className="vip-level__head">
                    {level.labelName}
                    {mine && <span className="vip-level__you">{t('benefits.you')}</span>}
                  </h2>
                  <dl className="vip-level__facts">
                    <dt>{t('benefits.deposit')}</dt><dd>{fmt.amount(level.requirement.deposit)}</dd>
                    <dt>{t('benefits.turnover')}</dt><dd>{fmt.amount(level.requirement.turnover)}</dd>
                    <dt>{t('benefits.upgrade_bonus')}</dt><dd>{fmt.amount(b.upgradeBonus)}</dd>
                    <dt>{t('benefits.monthly_bonus')}</dt><dd>{fmt.amount(b.monthlyBonus)}</dd>
                    <dt>{t('benefits.rebate')}</dt><dd>{t('benefits.percent', { value: b.rebatePercent })}</dd>
                    <dt>{t('benefits.withdrawals')}</dt><dd>{b.dailyWithdrawals}</dd>
                    <dt>{t('benefits.withdrawal_limit')}</dt><dd>{fmt.amount(b.dailyWithdrawalLimit)}</dd>
                  </dl>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Screen>
  );
}
