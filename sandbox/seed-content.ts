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
  { groupName: 'm_popup2', url: '/__sandbox/images/welcome-2.svg', linkageType: 'G', linkage: 'VN_LOTTO', roomId: null, nodeId: 12, gameType: 'LOTT', vendor: 'VNLOTTO' },
];

export const GAME_LANES = [
  {
    title: 'Lottery',
    cards: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto' }, { accountTypeName: 'ELOTT', displayName: 'E-Lotto' }],
    gameClassify: [
      { accountTypeName: 'LOTT', displayName: 'Vietnam Lotto', vendors: [{ vendor: 'VNLOTTO', gameCode: 'VN_LOTTO', nodeId: 12 }] },
      { accountTypeName: 'ELOTT', displayName: 'E-Lotto', vendors: [{ vendor: 'SEALOTT', gameCode: 'SEA_LOTT', nodeId: 13 }] },
    ],
    gameCount: 2,
  },
  {
    title: 'Slots and cards',
    cards: [{ accountTypeName: 'RNG', displayName: 'Slots' }, { accountTypeName: 'PVP', displayName: 'Card games' }],
    gameClassify: [
      { accountTypeName: 'RNG', displayName: 'Slots', vendors: [{ vendor: 'PGSOFT', gameCode: 'fortune-tiger', nodeId: 21 }, { vendor: 'JILI', gameCode: 'super-ace', nodeId: 22 }] },
      { accountTypeName: 'PVP', displayName: 'Card games', vendors: [{ vendor: 'KINGMAKER', gameCode: 'tien-len', nodeId: 31 }] },
    ],
    gameCount: 3,
  },
  {
    title: 'Live casino',
    cards: [{ accountTypeName: 'LIVE', displayName: 'Live casino' }],
    gameClassify: [{ accountTypeName: 'LIVE', displayName: 'Live casino', vendors: [{ vendor: 'EVO', gameCode: 'baccarat', nodeId: 41 }] }],
    gameCount: 1,
  },
];
