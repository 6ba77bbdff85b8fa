import { useTranslation } from '@/lib/i18n/use-translation';
import type { RescueBonusValue } from '@/lib/wire/shapes-rewards';
import type { AsyncState } from '@/ui/use-async';
import { localMidnight } from './calendar';
import type { ClaimState } from './claim-state';
import { ClaimButton, RewardsFrame, type Formats } from './rewards-parts';

export interface RescueViewProps {
  state: AsyncState<RescueBonusValue>;
  claim: ClaimState;
  fmt: Formats;
  textsReady?: boolean;
  onClaim: () => void;
  onRetry: () => void;
  onBack: () => void;
}

/** Loss rescue: yesterday's net loss (yesterday in the player's local time) and the part of it to claim back. */
export function RescueView({ state, claim, fmt, textsReady, onClaim, onRetry, onBack }: RescueViewProps) {
  const { t } = useTranslation();
  const rule = (v: RescueBonusValue) => <p className="hint">{t('rescue.rule', { rate: v.rate, min: fmt.amount(v.minLoss), max: fmt.amount(v.maxBonus) })}</p>;
  return (
    <RewardsFrame
      title={t('screen.activityRescue')}
      state={state}
      textsReady={textsReady}
      onRetry={onRetry}
      onBack={onBack}
      isEmpty={(v) => v.status === 'NOT_ELIGIBLE'}
      empty={(v) => (
        <>
          <p>{t('rescue.empty', { date: fmt.day(localMidnight(v.lossDate)) })}</p>
          {rule(v)}
        </>
      )}
    >
      {(value) => (
        <>
          <section className="card" aria-labelledby="rescue-loss">
            <h2 id="rescue-loss" className="rewards-heading">{t('rescue.loss_on', { date: fmt.day(localMidnight(value.lossDate)) })}</h2>
            <p className="rewards-amount" data-testid="rescue-loss">{fmt.amount(value.netLoss)}</p>
            <h2 className="rewards-heading">{t('rescue.claimable')}</h2>
            <p className="rewards-amount rewards-amount--gain" data-testid="rescue-claimable">{fmt.amount(value.claimable)}</p>
            {rule(value)}
          </section>
          {value.status === 'CLAIMED' && claim.phase !== 'claimed'
            ? <p className="success">{t('rescue.claimed')}</p>
            : <ClaimButton block state={claim} fmt={fmt} onClaim={onClaim} />}
        </>
      )}
    </RewardsFrame>
  );
}
