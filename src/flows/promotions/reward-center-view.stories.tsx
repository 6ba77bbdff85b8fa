import { RewardCenterView } from './reward-center-view';

const noop = () => undefined;
const base = { offered: true, home: '/m/home', promotions: '/m/activity', onBack: noop, onRetry: noop };

export const Loading = () => <RewardCenterView {...base} state={{ kind: 'loading' }} />;
export const Entries = () => (
  <RewardCenterView {...base} state={{ kind: 'ready', value: [{ type: 'APP_DOWNLOAD', count: 1, href: '/m/activity?id=501' }, { type: 'REFERRAL', count: 3, href: '/m/inviteFriends' }] }} />
);
export const Empty = () => <RewardCenterView {...base} state={{ kind: 'ready', value: [] }} />;
export const Failed = () => <RewardCenterView {...base} state={{ kind: 'error' }} />;
export const NotOffered = () => <RewardCenterView {...base} offered={false} state={{ kind: 'ready', value: [] }} />;
