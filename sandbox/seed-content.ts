import type { Announcement, Banner } from '../src/lib/wire/shapes.ts';

// Content the relays answer with until a scenario replaces it (`announcements`, `banners`).

export const SEED_ANNOUNCEMENTS: Announcement[] = [
  {
    id: 9001,
    title: 'Welcome bonus',
    content: '<p>Deposit today and get <strong>100%</strong> bonus.</p><p><a href="https://example.test/promo">Details</a></p>',
    promotionType: 'FIRST_DEPOSIT',
    execution: 'B',
  },
  {
    id: 9002,
    title: 'Daily sign-in',
    content: '<p>Sign in every day to collect rewards.</p>',
    promotionType: 'LOGIN',
    execution: 'A',
  },
  {
    id: 9003,
    title: 'New member tasks',
    content: '<p>Finish your first tasks for a gift.</p>',
    promotionType: 'REGISTER',
    execution: 'F',
  },
  {
    id: 9004,
    title: 'Get the app',
    content: '<p>Download the app and receive a bonus.</p>',
    promotionType: 'APP_DOWNLOAD',
    execution: 'B',
    category: 'app_download',
  },
];

export const SEED_BANNERS: Banner[] = [
  { groupName: 'm_popup1', url: '/__sandbox/images/welcome-1.svg', linkageType: 'URL', linkage: '/m/activity?id=501', roomId: null, nodeId: null, gameType: null, vendor: null },
  { groupName: 'm_popup2', url: '/__sandbox/images/welcome-2.svg', linkageType: 'G', linkage: 'VN_LOTTO_MB', roomId: null, nodeId: 12, gameType: 'LOTT', vendor: 'VNLOTTO' },
];
