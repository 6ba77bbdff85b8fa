import { api } from '@/lib/http';
import { rescueBonus } from '@/lib/wire/calls/rescue-bonus';
import { rescueBonusClaim } from '@/lib/wire/calls/rescue-bonus-claim';
import { playerTimeZone } from './calendar';
import { RescueView } from './rescue-view';
import { useClaims } from './use-claims';
import { usePage } from './use-page';
import { useRewardsPage } from './use-rewards-page';

const load = () => api.call(rescueBonus, { params: { timeZone: playerTimeZone() } });
const claimRescue = (lossDate: string, key: string) => api.call(rescueBonusClaim, { body: { lossDate, idempotencyKey: key, timeZone: playerTimeZone() } });

/** /m/activity/rescue: GET MCSFE_getRescueBonus (yesterday in the player's time zone), POST MCSFE_claimRescueBonus. */
export default function RescueScreen() {
  const { textsReady, fmt, onBack } = useRewardsPage();
  const page = usePage(load);
  const claims = useClaims(claimRescue, page.replace, page.retry);
  const lossDate = page.state.kind === 'ready' ? page.state.value.lossDate : '';
  return <RescueView state={page.state} claim={claims.of(lossDate)} fmt={fmt} textsReady={textsReady} onClaim={() => claims.claim(lossDate)} onRetry={page.retry} onBack={onBack} />;
}
