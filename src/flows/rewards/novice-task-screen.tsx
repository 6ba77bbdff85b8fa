import { api } from '@/lib/http';
import { noviceTaskClaim } from '@/lib/wire/calls/novice-task-claim';
import { noviceTasks } from '@/lib/wire/calls/novice-tasks';
import { NoviceTaskView } from './novice-task-view';
import { useClaims } from './use-claims';
import { usePage } from './use-page';
import { useRewardsPage } from './use-rewards-page';

const load = () => api.call(noviceTasks);
const claimTask = (taskId: string, key: string) => api.call(noviceTaskClaim, { body: { taskId, idempotencyKey: key } });

/** /m/activity/noviceTask: GET MCSFE_getNoviceTasks, POST MCSFE_claimNoviceTask per completed task. */
export default function NoviceTaskScreen() {
  const { textsReady, fmt, onBack } = useRewardsPage();
  const page = usePage(load);
  const claims = useClaims(claimTask, page.replace, page.retry);
  return <NoviceTaskView state={page.state} claimOf={claims.of} fmt={fmt} textsReady={textsReady} onClaim={claims.claim} onRetry={page.retry} onBack={onBack} />;
}
