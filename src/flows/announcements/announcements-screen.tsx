import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { useAsync } from '@/ui/use-async';
import { AnnouncementsView } from './announcements-view';
import { htmlPolicy } from '@/policy/html-policy';
import { fetchPopupList } from './popup-list';
import { audienceItems } from './popup-rules';
import { usePopupTexts } from './popup-texts';

/**
 * The announcements page: the player's announcements (the popup list of their audience), each
 * with its sanitized content, whether or not the popup was closed or hidden today. Public: a
 * visitor reads the visitors' list. The member centre links to it by its screen id.
 */
export default function AnnouncementsScreen() {
  const site = useSite();
  const [, navigate] = useLocation();
  const { info } = useSnapshot(session);
  const loggedIn = Boolean(info?.token);
  const firstTimeLogin = Boolean(info?.firstTimeLogin);
  const load = useCallback(() => fetchPopupList().then((list) => audienceItems(list, { loggedIn, firstTimeLogin })), [loggedIn, firstTimeLogin]);
  const [state, retry] = useAsync(load);
  const ready = usePopupTexts();
  const policy = useMemo(() => htmlPolicy(site), [site]);
  const home = site.routes.home.path;
  return (
    <AnnouncementsView state={ready ? state : { kind: 'loading' }} policy={policy} onRetry={retry}
      onBack={() => (history.length > 1 ? history.back() : navigate(home))} onInAppLink={navigate} />
  );
}
