import type { GameLane } from '../lobby/game-lanes';
import { HomeLanesView, NextLanePlaceholder } from '../lobby/home-lanes-view';
import { MarqueeView } from '../lobby/marquee';
import { storyGames, storyLobby } from '../lobby/story-lobby';
import { BannerStrip } from './banner-strip';
import { HomeView, type HomeViewProps } from './home-view';

const entry = (g: (typeof storyGames)[number]) => ({ vendor: g.vendor, gameCode: g.gameCode, nodeId: g.nodeId ?? 0, gameId: g.gameId, name: g.name, image: g.image, trial: g.trial });
const lanes: GameLane[] = [
  { title: 'Lottery', gameCount: 42, cards: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto' }], gameClassify: [{ accountTypeName: 'LOTT', displayName: 'Vietnam Lotto', vendors: [entry(storyGames[3]!)] }] },
  { title: 'Slots', gameCount: 120, cards: [{ accountTypeName: 'RNG', displayName: 'Slots' }], gameClassify: [{ accountTypeName: 'RNG', displayName: 'Slots', vendors: storyGames.slice(0, 3).map(entry) }] },
  { title: 'Live casino', gameCount: 18, cards: [{ accountTypeName: 'LIVE', displayName: 'Live casino' }], gameClassify: [{ accountTypeName: 'LIVE', displayName: 'Live casino', vendors: [entry(storyGames[4]!)] }] },
];
const emptyLane: GameLane = { title: 'Fishing', gameCount: 0, cards: [{ accountTypeName: 'FISH', displayName: 'Fishing' }], gameClassify: [] };
const banner = (hue: number) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 780 390"><rect width="780" height="390" fill="hsl(${hue} 70% 45%)"/><text x="390" y="210" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">Daily lottery bonus</text></svg>`)}`;
const noShelf = { favourites: [], recent: [] };
const visitor = storyLobby(false);

const base: HomeViewProps = {
  brand: 'Lucky VN',
  logoUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23f2b705"/%3E%3C/svg%3E',
  memberName: null,
  language: 'EN',
  languages: ['VI', 'EN', 'CN'],
  paths: { login: '/m/login', register: '/m/register', member: '/m/member/home' },
  onLanguage: () => undefined,
  banners: <BannerStrip live={false} back="/m/home" label="Home" slides={[{ id: 'a', href: '/m/activity', label: 'Promotions', image: banner(40) }, { id: 'b', href: '/m/voucherCenter', label: 'Voucher centre', image: banner(200) }]} />,
  marqueeShown: true,
  marquee: <MarqueeView lines={['Welcome to Lucky VN: the Mega draw is tonight at 18:30!', 'Deposit bonus 100% up to 5,000,000 VND this week.']} speedPxPerSecond={60} />,
  lanes: <HomeLanesView lanes={{ kind: 'ready', value: lanes }} shelf={noShelf} lobby={visitor} back="/m/home" onRetry={() => undefined} />,
};

/** The first paint: header, first banner, skeleton lanes (the lazy parts not there yet). */
export const Loading = () => <HomeView {...base} marquee={null} lanes={null} />;
export const Full = () => <HomeView {...base} />;
export const Visitor = Full;
export const Member = () => (
  <HomeView {...base} memberName="demo" rank={<span className="home__rank">VIP Gold</span>}
    lanes={<HomeLanesView lanes={{ kind: 'ready', value: lanes }} shelf={{ favourites: [storyGames[1]!], recent: [storyGames[0]!, storyGames[4]!] }} lobby={storyLobby(true)} back="/m/home" onRetry={() => undefined} />} />
);
export const EmptyLane = () => <HomeView {...base} lanes={<HomeLanesView lanes={{ kind: 'ready', value: [lanes[0]!, emptyLane] }} shelf={noShelf} lobby={visitor} back="/m/home" onRetry={() => undefined} />} />;
export const LaneError = () => <HomeView {...base} lanes={<HomeLanesView lanes={{ kind: 'error' }} shelf={noShelf} lobby={visitor} back="/m/home" onRetry={() => undefined} />} />;
export const LanesLoading = () => <HomeView {...base} lanes={<HomeLanesView lanes={{ kind: 'loading' }} shelf={noShelf} lobby={visitor} back="/m/home" onRetry={() => undefined} />} />;
/** Two lanes rendered, the next one's place-holder below them (the rest render as they come near the screen). */
export const MoreLanesComing = () => <HomeView {...base} lanes={<HomeLanesView lanes={{ kind: 'ready', value: lanes.slice(0, 2) }} shelf={noShelf} lobby={visitor} back="/m/home" onRetry={() => undefined} more={<NextLanePlaceholder />} />} />;
export const PicturesFailed = () => <HomeView {...base} lanes={<HomeLanesView lanes={{ kind: 'ready', value: lanes }} shelf={noShelf} lobby={storyLobby(false, false)} back="/m/home" onRetry={() => undefined} />} />;
export const SingleLanguage = () => <HomeView {...base} languages={['EN']} />;
