import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { useAmountFormat, useLocaleTag } from '@/ui/format-amount';
import type { Formats } from './rewards-parts';
import { useRewardsTexts } from './rewards-texts';

/**
 * What every reward screen needs besides its data: the texts, the formats (the merchant's
 * currency, the player's locale), and Back: to the promotions list when the merchant has it, else
 * home.
 */
export function useRewardsPage(): { textsReady: boolean; fmt: Formats; locale: string; onBack: () => void } {
  const site = useSite();
  const [, navigate] = useLocation();
  const textsReady = useRewardsTexts();
  const { amount, day } = useAmountFormat(site.manifest.merchantCode);
  const locale = useLocaleTag();
  const back = site.routes.pathForScreen('activity') ?? site.routes.home.path;
  return { textsReady, fmt: { amount, day: (ms) => day(ms) }, locale, onBack: () => navigate(back) };
}
