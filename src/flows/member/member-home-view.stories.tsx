import { MemberHomeView } from './member-home-view';

const noop = () => undefined;
const info = { id: '10017', userName: 'demo', type: 0, language: 'EN', clubLabel: { labelName: 'Gold', type: 'AUTO', rankLevel: 3 }, vipRankLevel: 3, hasVip: true };

export const Loading = () => <MemberHomeView state={{ kind: 'loading' }} onRetry={noop} onLogout={noop} onBack={noop} />;
export const Vip = () => <MemberHomeView state={{ kind: 'ready', value: info }} onRetry={noop} onLogout={noop} onBack={noop} />;
export const NoVip = () => <MemberHomeView state={{ kind: 'ready', value: { ...info, hasVip: false, clubLabel: null, vipRankLevel: null } }} onRetry={noop} onLogout={noop} onBack={noop} />;
export const Failed = () => <MemberHomeView state={{ kind: 'error' }} onRetry={noop} onLogout={noop} onBack={noop} />;
