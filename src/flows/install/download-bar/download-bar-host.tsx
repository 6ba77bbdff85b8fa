import { useEffect, useState } from 'react';
import { api } from '@/lib/http';
import { availablePromotions } from '@/lib/wire/calls/available-promotions';
import { STORE_KEYS, storage } from '@/lib/storage';
import { assetUrl, useSite } from '@/runtime/site';
import type { AppDownloadPromotion } from '../app-download/app-download-promotion';
import { DownloadBarView } from './download-bar-view';
import { DownloadPopupHost } from '../load-modals';

/**
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (no authorization, only with
 * REWCEN3 on). Cached for the session: the bonus does not switch on and off within a visit.
 */
export async function fetchAppDownloadPromotion(): Promise<AppDownloadPromotion> {
  const value = await api.call(availablePromotions, { cache: true });
  const item = value?.list?.find((p) => p.promotionType === 'APP_DOWNLOAD');
  return { enabled: value?.availablePromotions?.APP_DOWNLOAD?.enabled === true, id: item?.id == null ? null : String(item.id) };
}

/**
 * The download bar. The icon is the links' AppDownloadIcon, else the merchant's 192 px icon; the
 * gift needs the promotions call, made only with the reward centre on (REWCEN3). Closing sets
 * hideDownloadBar for the browser session.
 */
export default function DownloadBarHost({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const rewards = site.features.rewardCenter.enabled;
  const [promotion, setPromotion] = useState<AppDownloadPromotion | null>(null);
  const [popup, setPopup] = useState(false);
  useEffect(() => {
    if (rewards) fetchAppDownloadPromotion().then(setPromotion, () => undefined);
  }, [rewards]);
  return (
    <>
      <DownloadBarView name={site.features.merchant.name} gift={Boolean(promotion?.enabled)}
        iconUrl={site.features.downloadLinks.AppDownloadIcon ?? assetUrl(site, site.manifest.templates.pwa.icons['192'])}
        onDownload={() => setPopup(true)}
        onClose={() => {
          storage.set('session', STORE_KEYS.hideDownloadBar, '1');
          onClose();
        }} />
      {popup && <DownloadPopupHost promotion={promotion} onClose={() => setPopup(false)} />}
    </>
  );
}
