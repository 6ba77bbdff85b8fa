import { ChatBadgeView } from '../chat/chat-badge-view';
import { BottomNavBar, type NavEntry } from './bottom-nav-view';

const entries: NavEntry[] = [
  { id: 'home', icon: 'home', href: '/m/home', label: 'Home' },
  { id: 'game', icon: 'games', href: '/m/game', label: 'Games' },
  { id: 'activity', icon: 'promotions', href: '/m/activity', label: 'Promotions' },
  { id: 'rewardCenter', icon: 'rewards', href: '/m/rewardCenter', label: 'Reward centre' },
  { id: 'memberHome', icon: 'member', href: '/m/member/home', label: 'Member centre' },
];

export const OnHome = () => <BottomNavBar entries={entries.filter((e) => e.id !== 'rewardCenter')} currentId="home" />;
export const OnGames = () => <BottomNavBar entries={entries} currentId="game" />;
export const LongLabels = () => <BottomNavBar entries={entries.map((e) => ({ ...e, label: `${e.label} centre of everything` }))} currentId="memberHome" />;

// The chat button (the bar's chat place): no badge, a count, and past 99.
const withChat = (count: number | null): NavEntry[] => [
  ...entries.slice(0, 3),
  { id: 'chat', icon: 'chat', href: '/m/chat', label: 'Chat', badge: <ChatBadgeView count={count} /> },
  entries[4]!,
];
export const ChatNoBadge = () => <BottomNavBar entries={withChat(0)} currentId="home" />;
export const ChatBadge = () => <BottomNavBar entries={withChat(3)} currentId="home" />;
export const ChatBadgeOver99 = () => <BottomNavBar entries={withChat(128)} currentId="home" />;
