import { api } from '@/lib/http';
import { missionRanking } from '@/lib/wire/calls/mission-ranking';
import { LeaderBoardView } from './leader-board-view';
import { usePage } from './use-page';
import { useRewardsPage } from './use-rewards-page';

const load = () => api.call(missionRanking);

/** /m/leaderBoard: GET MCSFE_getMissionRanking (read only: prizes are paid when the period ends). */
export default function LeaderBoardScreen() {
  const { textsReady, fmt, onBack } = useRewardsPage();
  const page = usePage(load);
  return <LeaderBoardView state={page.state} fmt={fmt} textsReady={textsReady} onRetry={page.retry} onBack={onBack} />;
}
