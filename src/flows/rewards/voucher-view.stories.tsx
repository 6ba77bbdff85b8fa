import type { ClaimState } from './claim-state';
import { noop, storyFmt, storyVouchers } from './story-data';
import { VoucherView, type VoucherViewProps } from './voucher-view';

const idle = (): ClaimState => ({ phase: 'idle' });
const base: VoucherViewProps = { state: { kind: 'ready', value: storyVouchers }, claimOf: idle, fmt: storyFmt, noCashier: false, onClaim: noop, onUse: noop, onRetry: noop, onBack: noop };
const afterClaim = { ...storyVouchers, vouchers: storyVouchers.vouchers.map((v) => (v.id === 'V-FIRST' ? { ...v, status: 'CLAIMED' as const } : v)) };

export const Loading = () => <VoucherView {...base} state={{ kind: 'loading' }} />;
export const Vouchers = () => <VoucherView {...base} />;
export const Claiming = () => <VoucherView {...base} claimOf={(id) => (id === 'V-FIRST' ? { phase: 'claiming', key: 'k' } : idle())} />;
export const Claimed = () => <VoucherView {...base} state={{ kind: 'ready', value: afterClaim }} claimOf={(id) => (id === 'V-FIRST' ? { phase: 'claimed', reward: 100_000 } : idle())} />;
export const ClaimTimedOut = () => <VoucherView {...base} claimOf={(id) => (id === 'V-FIRST' ? { phase: 'failed', key: 'k', retryable: true, message: null } : idle())} />;
export const NoCashier = () => <VoucherView {...base} noCashier />;
export const Empty = () => <VoucherView {...base} state={{ kind: 'ready', value: { vouchers: [], depositUrl: null } }} />;
export const Failed = () => <VoucherView {...base} state={{ kind: 'error' }} />;
