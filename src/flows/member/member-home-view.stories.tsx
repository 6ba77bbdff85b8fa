import type { MemberCentre } from './member-centre-data';
import type { MemberEntry } from './member-entries';
import { MemberHomeView, type MemberHomeViewProps } from './member-home-view';

const noop = () => undefined;
// Data URLs so a story needs no CDN: a coloured disc per icon.
const COLOURS = ['#f6c177', '#93c5fd', '#86efac', '#f9a8d4', '#c4b5fd', '#fde68a', '#a5f3fc', '#fca5a5', '#d9f99d'];
const iconUrl = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${COLOURS[(n - 1) % 9]}"/><circle cx="48" cy="40" r="18" fill="#f1c7a3"/><path d="M14 96q2-30 34-34 32 4 34 34z" fill="#555"/></svg>`)}`;

const entries: MemberEntry[] = [
  { id: 'activity', path: '/m/activity' },
  { id: 'rewardCenter', path: '/m/rewardCenter' },
  { id: 'memberBenefits', path: '/m/member/benefits' },
  { id: 'inviteFriends', path: '/m/inviteFriends' },
  { id: 'announcements', path: '/m/announcements' },
  { id: 'feedback', path: '/m/feedback' },
  { id: 'customerService' },
  { id: 'language' },
];

const vip: MemberCentre = {
  info: { id: '10001', userName: 'demo', type: 0, language: 'EN', clubLabel: { labelName: 'VIP 1', type: 'AUTO', rankLevel: 1 }, vipRankLevel: 1, hasVip: true },
  deposits: { count: 12, firstDone: true },
  icon: 4,
};

const base: MemberHomeViewProps = {
  state: { kind: 'ready', value: vip },
  progress: 0.4,
  iconUrl,
  iconCount: 9,
  cashier: ['deposit', 'withdraw'],
  entries,
  language: 'EN',
  languages: ['EN', 'UR', 'HI', 'ID', 'MY', 'CN'],
  rememberSaved: true,
  forgetOnLogout: true,
  onForgetOnLogout: noop,
  notice: null,
  onRetry: noop,
  onBack: noop,
  onLogout: noop,
  onCashier: noop,
  onNavigate: noop,
  onCustomerService: noop,
  onLanguage: noop,
  onIcon: () => Promise.resolve(true),
  onForgetPassword: noop,
};

export const Loading = () => <MemberHomeView {...base} state={{ kind: 'loading' }} progress={null} />;
export const Content = () => <MemberHomeView {...base} />;
/** The installed web app: "Forget me on this device" starts unticked. */
export const KeepMeOnLogout = () => <MemberHomeView {...base} forgetOnLogout={false} />;
/** No rank label: progress is 1 by the rule; no deposit yet, no cashier configured, no saved password. */
export const NoRank = () => (
  <MemberHomeView
    {...base}
    state={{ kind: 'ready', value: { info: { ...vip.info, userName: 'newplayer', clubLabel: null, vipRankLevel: null, hasVip: false }, deposits: { count: 0, firstDone: false }, icon: null } }}
    progress={1}
    cashier={[]}
    rememberSaved={false}
  />
);
/** Only the routes this merchant has, no reward centre (REWCEN3 off), one language. */
export const FewEntries = () => <MemberHomeView {...base} entries={[{ id: 'activity', path: '/m/activity' }, { id: 'feedback', path: '/m/feedback' }, { id: 'customerService' }]} languages={['TH']} language="TH" />;
export const Failed = () => <MemberHomeView {...base} state={{ kind: 'error' }} progress={null} />;
/** The deposit settings and profile icon calls failed: their parts are left out, no picture CDN. */
export const PartsMissing = () => <MemberHomeView {...base} state={{ kind: 'ready', value: { ...vip, deposits: null, icon: null } }} iconUrl={() => null} progress={null} />;
export const CashierRefused = () => <MemberHomeView {...base} notice="The cashier address is not on this site's safe list, so it was not opened." />;
export const Rtl = () => (
  <div dir="rtl">
    <MemberHomeView {...base} language="UR" />
  </div>
);
