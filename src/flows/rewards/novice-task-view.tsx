import { useTranslation } from '@/lib/i18n/use-translation';
import type { NoviceTask, NoviceTasksValue } from '@/lib/wire/shapes-rewards';
import type { AsyncState } from '@/ui/use-async';
import type { ClaimState } from './claim-state';
import { ClaimButton, RewardsFrame, type Formats } from './rewards-parts';

export interface NoviceTaskViewProps {
  state: AsyncState<NoviceTasksValue>;
  claimOf: (taskId: string) => ClaimState;
  fmt: Formats;
  textsReady?: boolean;
  onClaim: (taskId: string) => void;
  onRetry: () => void;
  onBack: () => void;
}

/** The new-member tasks: each with its progress, its reward and, once complete, its claim. */
export function NoviceTaskView({ state, claimOf, fmt, textsReady, onClaim, onRetry, onBack }: NoviceTaskViewProps) {
  const { t } = useTranslation();
  const measure = (task: NoviceTask, n: number) => (task.measure === 'AMOUNT' ? fmt.amount(n) : String(n));
  return (
    <RewardsFrame
      title={t('screen.activityNoviceTask')}
      state={state}
      textsReady={textsReady}
      onRetry={onRetry}
      onBack={onBack}
      isEmpty={(v) => v.tasks.length === 0}
      empty={() => <p>{t('tasks.empty')}</p>}
    >
      {(value) => (
        <>
          {value.endsAt !== null && <p className="hint">{t('tasks.ends', { date: fmt.day(value.endsAt) })}</p>}
          <ul className="rewards-list">
            {value.tasks.map((task) => (
              <li key={task.id} className="card rewards-item" data-testid={`task-${task.id}`}>
                <h2 className="rewards-heading">{task.title}</h2>
                <p className="hint">{task.description}</p>
                <div
                  className="rewards-progress"
                  role="progressbar"
                  aria-label={t('tasks.progress')}
                  aria-valuemin={0}
                  aria-valuemax={task.target}
                  aria-valuenow={task.progress}
                  aria-valuetext={`${measure(task, task.progress)} / ${measure(task, task.target)}`}
                >
                  <span style={{ inlineSize: `${Math.min(100, (task.progress / Math.max(task.target, 1)) * 100)}%` }} />
                </div>
                <p className="rewards-row">
                  <span>{measure(task, task.progress)} / {measure(task, task.target)}</span>
                  <strong>{t('rewards.reward', { amount: fmt.amount(task.reward) })}</strong>
                </p>
                {task.status === 'IN_PROGRESS' && <p className="rewards-badge">{t('tasks.in_progress')}</p>}
                {task.status === 'CLAIMED' && claimOf(task.id).phase !== 'claimed' && <p className="rewards-badge rewards-badge--done">{t('rewards.claimed')}</p>}
                {(task.status === 'CLAIMABLE' || claimOf(task.id).phase === 'claimed') && <ClaimButton block state={claimOf(task.id)} fmt={fmt} onClaim={() => onClaim(task.id)} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </RewardsFrame>
  );
}
