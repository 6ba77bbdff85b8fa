import { useTranslation } from '@/lib/i18n/use-translation';
import type { SignInCalendarValue } from '@/lib/wire/shapes-rewards';
import type { AsyncState } from '@/ui/use-async';
import { dayLabel, dayStatus, localMidnight } from './calendar';
import type { ClaimState } from './claim-state';
import { ClaimButton, RewardsFrame, type Formats } from './rewards-parts';

export interface SignInViewProps {
  state: AsyncState<SignInCalendarValue>;
  claim: ClaimState;
  locale: string;
  fmt: Formats;
  textsReady?: boolean;
  onClaim: () => void;
  onRetry: () => void;
  onBack: () => void;
}

/** The daily sign-in calendar: the cycle's days with today, claimed and missed days marked, and today's claim. */
export function SignInView({ state, claim, locale, fmt, textsReady, onClaim, onRetry, onBack }: SignInViewProps) {
  const { t } = useTranslation();
  return (
    <RewardsFrame
      title={t('screen.activitySignIn')}
      state={state}
      textsReady={textsReady}
      onRetry={onRetry}
      onBack={onBack}
      isEmpty={(v) => v.days.length === 0}
      empty={() => <p>{t('signin.empty')}</p>}
    >
      {(value) => {
        const today = value.days.find((d) => d.date === value.today);
        const claimedDays = value.days.filter((d) => d.claimed).length;
        return (
          <>
            <section className="card" aria-labelledby="signin-intro">
              <h2 id="signin-intro" className="rewards-heading">{t('signin.intro')}</h2>
              <p className="hint" data-testid="signin-count">{t('signin.claimed_count', { claimed: claimedDays, total: value.days.length })}</p>
              <ol className="signin-days">
                {value.days.map((day) => {
                  const status = dayStatus(day, value.today);
                  const label = dayLabel(day.date, locale);
                  const statusText = status === 'claimed' ? t('rewards.claimed') : status === 'today' ? t('signin.today') : status === 'missed' ? t('signin.missed') : '';
                  return (
                    <li
                      key={day.date}
                      className={`signin-day signin-day--${status}${day.date === value.today ? ' signin-day--current' : ''}`}
                      aria-current={day.date === value.today ? 'date' : undefined}
                      aria-label={[fmt.day(localMidnight(day.date)), fmt.amount(day.reward), statusText].filter(Boolean).join(', ')}
                    >
                      <span className="signin-day__weekday">{label.weekday}</span>
                      <span className="signin-day__date">{label.date}</span>
                      <span className="signin-day__reward">{fmt.amount(day.reward)}</span>
                      <span className="signin-day__status" aria-hidden="true">{status === 'claimed' ? '✓' : statusText}</span>
                    </li>
                  );
                })}
              </ol>
            </section>
            {today && (today.claimed && claim.phase !== 'claimed'
              ? <p className="success">{t('signin.done_today')}</p>
              : <ClaimButton block state={claim} fmt={fmt} onClaim={onClaim} label={t('signin.claim_today', { amount: fmt.amount(today.reward) })} claimedLabel={t('signin.done_today')} />)}
          </>
        );
      }}
    </RewardsFrame>
  );
}
