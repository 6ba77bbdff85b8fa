import type { ClaimState } from './claim-state';
import { NoviceTaskView, type NoviceTaskViewProps } from './novice-task-view';
import { noop, storyFmt, storyTasks } from './story-data';

const idle = (): ClaimState => ({ phase: 'idle' });
const base: NoviceTaskViewProps = { state: { kind: 'ready', value: storyTasks }, claimOf: idle, fmt: storyFmt, onClaim: noop, onRetry: noop, onBack: noop };
const claimedTasks = { ...storyTasks, tasks: storyTasks.tasks.map((t) => (t.id === 'bind-mobile' ? { ...t, status: 'CLAIMED' as const } : t)) };

export const Loading = () => <NoviceTaskView {...base} state={{ kind: 'loading' }} />;
export const Tasks = () => <NoviceTaskView {...base} />;
export const Claiming = () => <NoviceTaskView {...base} claimOf={(id) => (id === 'bind-mobile' ? { phase: 'claiming', key: 'k' } : idle())} />;
export const Claimed = () => <NoviceTaskView {...base} state={{ kind: 'ready', value: claimedTasks }} claimOf={(id) => (id === 'bind-mobile' ? { phase: 'claimed', reward: 10_000 } : idle())} />;
export const ClaimTimedOut = () => <NoviceTaskView {...base} claimOf={(id) => (id === 'bind-mobile' ? { phase: 'failed', key: 'k', retryable: true, message: null } : idle())} />;
export const Empty = () => <NoviceTaskView {...base} state={{ kind: 'ready', value: { tasks: [], endsAt: null } }} />;
export const Failed = () => <NoviceTaskView {...base} state={{ kind: 'error' }} />;
