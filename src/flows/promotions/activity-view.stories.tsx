import { CLOSED_POLICY } from '@/lib/safe-html';
import { SafeHtml } from '@/ui/safe-html';
import { ActivityListView, PromotionDetailView } from './activity-view';
import { storyDescription, storyDetail, storyFormats, storyImage, storyPromotions } from './story-data';

const noop = () => undefined;
const base = { fmt: storyFormats, imageOf: storyImage, onBack: noop, onRetry: noop };
const href = (id: string) => `/m/activity?id=${id}`;

export const ListLoading = () => <ActivityListView {...base} state={{ kind: 'loading' }} hrefOf={href} />;
export const List = () => <ActivityListView {...base} state={{ kind: 'ready', value: storyPromotions }} hrefOf={href} />;
export const ListEmpty = () => <ActivityListView {...base} state={{ kind: 'ready', value: [] }} hrefOf={href} />;
export const ListError = () => <ActivityListView {...base} state={{ kind: 'error' }} hrefOf={href} />;

// The screen renders the description through the sanitizer with the merchant's policy; the stories with no link leaving.
const renderContent = (html: string) => <SafeHtml className="promo-detail__content" html={html} policy={CLOSED_POLICY} onInAppLink={noop} />;
const detail = (goTo: Parameters<typeof PromotionDetailView>[0]['state']) => <PromotionDetailView {...base} state={goTo} listHref="/m/activity" onDownload={noop} renderContent={renderContent} />;
export const DetailLoading = () => detail({ kind: 'loading' });
export const DetailGoToRoute = () => detail({ kind: 'ready', value: { promotion: storyDetail, goTo: { kind: 'route', path: '/m/inviteFriends' } } });
export const DetailWithDescription = () => detail({ kind: 'ready', value: { promotion: { ...storyDetail, content: storyDescription }, goTo: { kind: 'route', path: '/m/inviteFriends' } } });
export const DetailDownload = () => detail({ kind: 'ready', value: { promotion: { ...storyDetail, ...storyPromotions[0]! }, goTo: { kind: 'download' } } });
export const DetailVisitor = () => detail({ kind: 'ready', value: { promotion: storyDetail, goTo: { kind: 'login', path: '/m/login?returnTo=%2Fm%2Factivity%3Fid%3D502' } } });
export const DetailButtonHidden = () => detail({ kind: 'ready', value: { promotion: storyDetail, goTo: { kind: 'hidden', why: 'referral-type' } } });
export const DetailNotFound = () => detail({ kind: 'ready', value: 'not-found' });
export const DetailError = () => detail({ kind: 'error' });
