import { InviteView } from './invite-view';
import { storyFormats, storyReferral } from './story-data';

const noop = () => undefined;
const base = { fmt: storyFormats, link: 'https://m.luckyvn.example/m/register?r=LVN10001', login: null, note: null, onCopy: noop, onShare: noop, onBack: noop, onRetry: noop };

export const Loading = () => <InviteView {...base} state={{ kind: 'loading' }} />;
export const Member = () => <InviteView {...base} state={{ kind: 'ready', value: storyReferral }} />;
export const Copied = () => <InviteView {...base} note="copied" state={{ kind: 'ready', value: storyReferral }} />;
export const CopyFailed = () => <InviteView {...base} note="failed" state={{ kind: 'ready', value: storyReferral }} />;
export const NoFriendsYet = () => <InviteView {...base} state={{ kind: 'ready', value: { ...storyReferral, invitedCount: 0, qualifiedCount: 0 } }} />;
export const Visitor = () => (
  <InviteView {...base} link="https://m.luckyvn.example/m/register" login="/m/login?returnTo=%2Fm%2FinviteFriends"
    state={{ kind: 'ready', value: { ...storyReferral, referralCode: null, invitedCount: null, qualifiedCount: null } }} />
);
export const Failed = () => <InviteView {...base} state={{ kind: 'error' }} />;
