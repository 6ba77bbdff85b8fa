import { SignInView, type SignInViewProps } from './sign-in-view';
import { noop, storyFmt, storySignIn, storySignInClaimed } from './story-data';

const base: SignInViewProps = { state: { kind: 'ready', value: storySignIn }, claim: { phase: 'idle' }, locale: 'en', fmt: storyFmt, onClaim: noop, onRetry: noop, onBack: noop };

export const Loading = () => <SignInView {...base} state={{ kind: 'loading' }} />;
export const Calendar = () => <SignInView {...base} />;
export const Claiming = () => <SignInView {...base} claim={{ phase: 'claiming', key: 'k' }} />;
export const Claimed = () => <SignInView {...base} state={{ kind: 'ready', value: storySignInClaimed }} claim={{ phase: 'claimed', reward: 10_000 }} />;
export const AlreadyClaimedToday = () => <SignInView {...base} state={{ kind: 'ready', value: storySignInClaimed }} />;
export const ClaimTimedOut = () => <SignInView {...base} claim={{ phase: 'failed', key: 'k', retryable: true, message: null }} />;
export const ClaimRefused = () => <SignInView {...base} claim={{ phase: 'failed', key: 'k', retryable: false, message: 'The sign-in event has ended.' }} />;
export const Thai = () => <SignInView {...base} locale="th" />;
export const Empty = () => <SignInView {...base} state={{ kind: 'ready', value: { today: '2026-11-26', days: [] } }} />;
export const Failed = () => <SignInView {...base} state={{ kind: 'error' }} />;
