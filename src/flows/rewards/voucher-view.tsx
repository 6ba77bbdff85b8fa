import { useTranslation } from '@/lib/i18n/use-translation';
import type { Voucher, VouchersValue } from '@/lib/wire/shapes-rewards';
import { Button } from '@/ui/button';
import type { AsyncState } from '@/ui/use-async';
import type { ClaimState } from './claim-state';
import { ClaimButton, RewardsFrame, type Formats } from './rewards-parts';

export interface VoucherViewProps {
  state: AsyncState<VouchersValue>;
  claimOf: (voucherId: string) => ClaimState;
  fmt: Formats;
  textsReady?: boolean;
  /** 'Use' found no cashier this site may open: say so. */
  noCashier: boolean;
  onClaim: (voucherId: string) => void;
  onUse: (voucher: Voucher) => void;
  onRetry: () => void;
  onBack: () => void;
}

/** Deposit vouchers: claim an available one, use a claimed one at the cashier; used and expired ones stay listed, greyed. */
export function VoucherView({ state, claimOf, fmt, textsReady, noCashier, onClaim, onUse, onRetry, onBack }: VoucherViewProps) {
  const { t } = useTranslation();
  return (
    <RewardsFrame
      title={t('screen.voucherCenter')}
      state={state}
      textsReady={textsReady}
      onRetry={onRetry}
      onBack={onBack}
      isEmpty={(v) => v.vouchers.length === 0}
      empty={() => <p>{t('vouchers.empty')}</p>}
    >
      {(value) => (
        <>
          {noCashier && <p className="notice" role="alert">{t('vouchers.no_cashier')}</p>}
          <ul className="rewards-list">
            {value.vouchers.map((voucher) => {
              const claim = claimOf(voucher.id);
              const spent = voucher.status === 'USED' || voucher.status === 'EXPIRED';
              return (
                <li key={voucher.id} className={`card rewards-item voucher${spent ? ' voucher--spent' : ''}`} data-testid={`voucher-${voucher.id}`}>
                  <h2 className="rewards-heading">{voucher.title}</h2>
                  <p className="rewards-amount rewards-amount--gain">{t('rewards.reward', { amount: fmt.amount(voucher.bonusAmount) })}</p>
                  <p className="hint">{voucher.description}</p>
                  <p className="hint">{t('vouchers.min_deposit', { amount: fmt.amount(voucher.minDeposit) })}</p>
                  <p className="hint">{t('vouchers.expires', { date: fmt.day(voucher.expiresAt) })}</p>
                  {voucher.status === 'AVAILABLE' && <ClaimButton block state={claim} fmt={fmt} onClaim={() => onClaim(voucher.id)} />}
                  {voucher.status === 'CLAIMED' && (
                    <>
                      {claim.phase === 'claimed' && <p className="success" role="status">{t('rewards.received', { amount: fmt.amount(claim.reward) })}</p>}
                      <Button block onClick={() => onUse(voucher)}>{t('vouchers.use')}</Button>
                    </>
                  )}
                  {voucher.status === 'USED' && <p className="rewards-badge rewards-badge--done">{t('vouchers.used')}</p>}
                  {voucher.status === 'EXPIRED' && <p className="rewards-badge">{t('vouchers.expired')}</p>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </RewardsFrame>
  );
}
