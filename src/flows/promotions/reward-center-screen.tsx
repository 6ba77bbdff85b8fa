import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocation } from 'wouter';
import type { ScreenProps } from '@/runtime/flow';
import { useSite } from '@/runtime/site';
import { useTargets } from '@/runtime/steps/targets';
import { Spinner } from '@/ui/spinner';
import { useAsync } from '@/ui/use-async';
import { fetchAvailablePromotions } from './promotions-data';
import { usePromotionsTexts } from './promotions-texts';
import { rewardEntries } from './reward-entries';
import { RewardCenterView } from './reward-center-view';
import './promotions.css';

/** /m/rewardCenter: with REWCEN3 on, GET MCSFE_getMerchantAvailablePromotions (never called with it off). */
export default function RewardCenterScreen(_: ScreenProps) {
  const site = useSite();
  const targets = useTargets();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ready = usePromotionsTexts();
  const offered = site.features.rewardCenter.enabled;
  const home = site.routes.home.path;
  const load = useCallback(async () => (offered ? rewardEntries(await fetchAvailablePromotions(), targets) : []), [offered, targets]);
  const [state, retry] = useAsync(load);
  if (!ready) return <Spinner label={t('common.loading')} />;
  return <RewardCenterView state={state} offered={offered} home={home} promotions={targets.activity()} onRetry={retry}
    onBack={() => (history.length > 1 ? history.back() : navigate(home))} />;
}
