import { AnnouncementPopupView } from './announcement-popup-view';
import { STORY_ITEMS, STORY_POLICY } from './story-data';

const noop = () => undefined;
const base = { todayOption: true, autoplayMs: 0, activityPath: '/m/activity', policy: STORY_POLICY, onInAppLink: noop, onClose: noop, onGoActivity: noop };

export const FirstSlide = () => <AnnouncementPopupView {...base} items={STORY_ITEMS.slice(0, 2)} forced={false} />;
export const MiddleSlide = () => <AnnouncementPopupView {...base} items={STORY_ITEMS} forced={false} startAt={1} />;
export const LastSlide = () => <AnnouncementPopupView {...base} items={STORY_ITEMS} forced={false} startAt={2} />;
export const ForcedReadingFirstSlide = () => <AnnouncementPopupView {...base} items={STORY_ITEMS} forced startAt={0} />;
export const ForcedReadingLastSlide = () => <AnnouncementPopupView {...base} items={STORY_ITEMS} forced startAt={2} />;
export const WithoutTodayCheckbox = () => <AnnouncementPopupView {...base} todayOption={false} items={STORY_ITEMS.slice(0, 1)} forced={false} />;
export const WithoutPromotionsPage = () => <AnnouncementPopupView {...base} activityPath={null} items={STORY_ITEMS.slice(1, 2)} forced={false} />;
export const Autoplay = () => <AnnouncementPopupView {...base} autoplayMs={5000} items={STORY_ITEMS} forced={false} />;
