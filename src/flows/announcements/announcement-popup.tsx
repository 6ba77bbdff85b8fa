import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Announcement } from '@/lib/wire/shapes';
import { useSite } from '@/runtime/site';
import { useTargets } from '@/runtime/steps/targets';
import { AnnouncementPopupView } from './announcement-popup-view';
import { htmlPolicy } from '@/policy/html-policy';
import { isForced } from './popup-rules';

/**
 * The popup's own chunk, with its carousel and the sanitizer: fetched only once the rules said the
 * popup shows (popup-shell.tsx), so a visit with nothing to show never loads either.
 */
export default function AnnouncementPopup({ items, onClose }: { items: readonly Announcement[]; onClose: (today: boolean) => void }) {
  const site = useSite();
  const targets = useTargets();
  const [, navigate] = useLocation();
  const policy = useMemo(() => htmlPolicy(site), [site]);
  const activity = targets.activity();
  return (
    <AnnouncementPopupView
      items={items}
      forced={isForced(items)}
      todayOption={site.features.popups.todayCheckbox}
      autoplayMs={site.features.popups.autoplayMs}
      activityPath={activity}
      policy={policy}
      onInAppLink={navigate}
      onClose={onClose}
      onGoActivity={(today) => {
        onClose(today);
        if (activity) navigate(activity);
      }}
    />
  );
}
