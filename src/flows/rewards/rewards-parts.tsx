import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import type { ClaimState } from './claim-state';
import './rewards.css';

/** Amounts in the merchant's currency and dates in the player's locale (ui/format-amount.ts's `useAmountFormat`). */
export interface Formats {
  amount: (n: number) => string;
  day: (epochMs: number) => string;
}

/**
 * The frame of every reward page: the screen with its title and back button, then the spinner
 * (loading, or the texts not there yet), the failure with Retry, the empty state, or the content.
 */
export function RewardsFrame<S>({ title, state, textsReady = true, onRetry, onBack, isEmpty, empty, children }: {
  title: string;
  state: AsyncState<S>;
  textsReady?: boolean;
  onRetry: () => void;
  onBack: () => void;
  isEmpty: (value: S) => boolean;
  empty: (value: S) => ReactNode;
  children: (value: S) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!textsReady || state.kind === 'loading') body = <Spinner label={t('common.loading')} />;
  else if (state.kind === 'error') {
    body = (
      <div className="notice rewards-failed" role="alert">
        <span>{t('rewards.load_failed')}</span>
        <Button variant="ghost" onClick={onRetry}>{t('common.retry')}</Button>
      </div>
    );
  } else if (isEmpty(state.value)) body = <div className="card rewards-empty">{empty(state.value)}</div>;
  else body = children(state.value);
  return (
    <Screen title={title} onBack={onBack} backLabel={t('common.back')}>
      {body}
    </Screen>
  );
}

/**
 * A claim button in its four phases: idle (Claim), claiming (busy, taps ignored), claimed, failed
 * (Retry with the same claim when retryable, with the reason below it).
 */
export function ClaimButton({ state, label, claimedLabel, onClaim, fmt, block }: {
  state: ClaimState;
  label?: string;
  claimedLabel?: string;
  onClaim: () => void;
  fmt: Formats;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const busy = state.phase === 'claiming';
  const retry = state.phase === 'failed' && state.retryable;
  const text = busy ? t('rewards.claiming') : retry ? t('common.retry') : state.phase === 'claimed' ? (claimedLabel ?? t('rewards.claimed')) : (label ?? t('rewards.claim'));
  return (
    <div className="rewards-claim">
      <Button
        variant="accent"
        block={block}
        disabled={state.phase === 'claimed'}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={busy ? undefined : onClaim}
      >
        {text}
      </Button>
      {state.phase === 'claimed' && <p className="success" role="status">{t('rewards.received', { amount: fmt.amount(state.reward) })}</p>}
      {state.phase === 'failed' && (
        <p className="notice" role="alert">{retry ? t('rewards.claim_no_answer') : (state.message ?? t('rewards.claim_refused'))}</p>
      )}
    </div>
  );
}
