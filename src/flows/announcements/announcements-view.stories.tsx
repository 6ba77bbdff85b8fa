import { AnnouncementsView } from './announcements-view';
import { STORY_ITEMS, STORY_POLICY } from './story-data';

const noop = () => undefined;
const base = { policy: STORY_POLICY, onRetry: noop, onBack: noop, onInAppLink: noop };

export const Loading = () => <AnnouncementsView {...base} state={{ kind: 'loading' }} />;
export const Content = () => <AnnouncementsView {...base} state={{ kind: 'ready', value: STORY_ITEMS }} />;
export const Empty = () => <AnnouncementsView {...base} state={{ kind: 'ready', value: [] }} />;
export const Failed = () => <AnnouncementsView {...base} state={{ kind: 'error' }} />;
