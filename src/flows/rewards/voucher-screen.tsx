import { useState } from 'react';
import { api } from '@/lib/http';
import { voucherClaim } from '@/lib/wire/calls/voucher-claim';
import { vouchers } from '@/lib/wire/calls/vouchers';
import type { Voucher } from '@/lib/wire/shapes-rewards';
import { useSite } from '@/runtime/site';
import { confirmLandedAccount } from '@/state/landing';
import { getToken } from '@/state/session';
import { useClaims } from './use-claims';
import { usePage } from './use-page';
import { useRewardsPage } from './use-rewards-page';
import { depositWithVoucher } from './voucher-deposit';
import { VoucherView } from './voucher-view';

const load = () => api.call(vouchers);
const claimVoucher = (voucherId: string, key: string) => api.call(voucherClaim, { body: { voucherId, idempotencyKey: key } });

/** /m/voucherCenter: GET MCSFE_getVouchers, POST MCSFE_claimVoucher; 'Use' goes to the cashier through the checked navigation. */
export default function VoucherScreen() {
  const site = useSite();
  const { textsReady, fmt, onBack } = useRewardsPage();
  const page = usePage(load);
  const claims = useClaims(claimVoucher, page.replace, page.retry);
  const [noCashier, setNoCashier] = useState(false);
  const depositUrl = page.state.kind === 'ready' ? page.state.value.depositUrl : null;
  // The cashier gets the token: a session that came from a link is confirmed first, once (state/landing.ts).
  const onUse = (voucher: Voucher) => void confirmLandedAccount().then((carryOn) => {
    if (carryOn) setNoCashier(!depositWithVoucher(depositUrl, voucher.id, site.manifest, getToken()).followed);
  });
  return <VoucherView state={page.state} claimOf={claims.of} fmt={fmt} textsReady={textsReady} noCashier={noCashier} onClaim={claims.claim} onUse={onUse} onRetry={page.retry} onBack={onBack} />;
}
