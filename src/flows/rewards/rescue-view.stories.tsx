import { RescueView, type RescueViewProps } from './rescue-view';
import { noop, storyFmt, storyRescue } from './story-data';

const base: RescueViewProps = { state: { kind: 'ready', value: storyRescue }, claim: { phase: 'idle' }, fmt: storyFmt, onClaim: noop, onRetry: noop, onBack: noop };

export const Loading = () => <RescueView {...base} state={{ kind: 'loading' }} />;
export const Claimable = () => <RescueView {...base} />;
export const Claiming = () => <RescueView {...base} claim={{ phase: 'claiming', key: 'k' }} />;
export const Claimed = () => <RescueView {...base} state={{ kind: 'ready', value: { ...storyRescue, status: 'CLAIMED' } }} claim={{ phase: 'claimed', reward: 118_000 }} />;
export const ClaimedEarlier = () => <RescueView {...base} state={{ kind: 'ready', value: { ...storyRescue, status: 'CLAIMED' } }} />;
export const ClaimTimedOut = () => <RescueView {...base} claim={{ phase: 'failed', key: 'k', retryable: true, message: null }} />;
export const NoLossYesterday = () => <RescueView {...base} state={{ kind: 'ready', value: { ...storyRescue, netLoss: 0, claimable: 0, status: 'NOT_ELIGIBLE' } }} />;
export const Failed = () => <RescueView {...base} state={{ kind: 'error' }} />;
