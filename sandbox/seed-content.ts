import type { Announcement, Banner } from '../src/lib/wire/shapes.ts';

// Content the relays answer with until a scenario replaces it (`announcements`, `banners`). The
// popup announcements, in each merchant's languages, are catalogue/popup-announcements.ts.

export const SEED_ANNOUNCEMENTS: Announcement[] = [
  {
    id: 9004,
    title: 'Get the app',
    content: '<p>Download the app and receive a bonus.</p>',
    promotionType: 'APP_DOWNLOAD',
    execution: 'B',
    category: 'app_download',
  },
];

/**
 * The welcome image popups (groups m_popup1 then m_popup2): pictures on the image CDNs
 * (scripts/gen-welcome-images.ts paints them), 600×800.
 */
export function welcomeBanners(merchantId: string): Banner[] {
  return [
    { groupName: 'm_popup1', url: `/banners/${merchantId}/welcome-1.jpg`, linkageType: 'P', linkage: '501', roomId: null, nodeId: null, gameType: null, vendor: null },
    { groupName: 'm_popup2', url: `/banners/${merchantId}/welcome-2.jpg`, linkageType: 'G', linkage: 'VN_LOTTO_MB', roomId: null, nodeId: 12, gameType: 'LOTT', vendor: 'VNLOTTO' },
  ];
}
