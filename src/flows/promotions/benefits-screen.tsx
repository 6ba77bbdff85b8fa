import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocation } from 'wouter';
import type { ScreenProps } from '@/runtime/flow';
import { useSite } from '@/runtime/site';
import { useAmountFormat } from '@/ui/format-amount';
import { Spinner } from '@/ui/spinner';
import { useAsync } from '@/ui/use-async';
import { BenefitsView } from './benefits-view';
import { fetchBenefits } from './promotions-data';
import { usePromotionsTexts } from './promotions-texts';
import './promotions.css';

/** /m/member/benefits: GET MCSFE_getVipLevels and the member info's rank. */
export default function BenefitsScreen(_: ScreenProps) {
  const site = useSite();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ready = usePromotionsTexts();
  const { amount, day } = useAmountFormat(site.features.merchant.code);
  const [state, retry] = useAsync(fetchBenefits);
  if (!ready) return <Spinner label={t('common.loading')} />;
  return <BenefitsView state={state} fmt={{ amount, day: (ms) => day(ms) }} onRetry={retry}
    onBack={() => (history.length > 1 ? history.back() : navigate(site.routes.home.path))} />;
}
