import { api } from '@/lib/http';
import { depositSettings } from '@/lib/wire/calls/deposit-settings';
import { assetUrl, type Site } from '@/runtime/site';
import type { Targets } from '@/runtime/steps/targets';
import type { AppDownloadPromotion } from '../app-download/app-download-promotion';
import type { DepositFacts } from '../prompt/install-prompt-rules';

/** The app icon: the download links' AppDownloadIcon, else the merchant's own 192 px icon. */
export function appIconUrl(site: Site): string {
  return site.features.downloadLinks.AppDownloadIcon ?? assetUrl(site, site.manifest.templates.pwa.icons['192']);
}

/**
 * Where the go-to-activity button leads: the route the manifest maps APP_DOWNLOAD to, when it is a
 * route; otherwise ("download-handler": the download is the action) the promotions page on that
 * promotion. Null when neither exists (the button is hidden).
 */
export function activityHref(targets: Pick<Targets, 'promotion' | 'activity'>, promotion: AppDownloadPromotion | null): string | null {
  const target = targets.promotion('APP_DOWNLOAD');
  return target && target !== 'download-handler' ? target : targets.activity(promotion?.id);
}

/** GET /wps/relay/MCSFE_getDepositSettings (members only), as the prompt's rules read it. */
export async function fetchDepositFacts(): Promise<DepositFacts> {
  const value = await api.call(depositSettings);
  return { totalDepositSuccessCount: Number(value?.totalDepositSuccessCount) || 0, firstDeposit: value?.firstDeposit === 'Y' };
}
