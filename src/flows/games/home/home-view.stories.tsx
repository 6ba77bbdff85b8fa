import type { GameLane } from '../lobby/game-lanes';
import { HomeView, type HomeViewProps } from './home-view';

const lanes: GameLane[] = [
  { title: 'Lottery', gameCount: 42, cards: [{ accountTypeName: 'VNLOTT', displayName: 'Vietnam Lotto' }, { accountTypeName: 'SEALOTT', displayName: 'SEA Lotto' }, { accountTypeName: 'KENO', displayName: 'Keno' }] },
  { title: 'Live casino', gameCount: 18, cards: [{ accountTypeName: 'EVO', displayName: 'Evolution' }, { accountTypeName: 'SEXY', displayName: 'Sexy Baccarat' }] },
];
const base: HomeViewProps = {
  brand: 'Lucky VN',
  logoUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23f2b705"/%3E%3C/svg%3E',
  memberName: null,
  lanes: { kind: 'ready', value: lanes },
  language: 'EN',
  languages: ['VI', 'EN', 'CN'],
  paths: { login: '/m/login', register: '/m/register', member: '/m/member/home', game: '/m/game' },
  onLanguage: () => undefined,
  onRetry: () => undefined,
};

export const Visitor = () => <HomeView {...base} />;
export const VisitorLoading = () => <HomeView {...base} lanes={{ kind: 'loading' }} />;
export const LanesFailed = () => <HomeView {...base} lanes={{ kind: 'error' }} />;
export const Member = () => <HomeView {...base} memberName="demo" />;
export const SingleLanguage = () => <HomeView {...base} languages={['EN']} />;
