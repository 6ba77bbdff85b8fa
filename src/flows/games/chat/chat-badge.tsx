import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '@/lib/http';
import { unreadCount } from '@/lib/wire/calls/unread-count';
import { session } from '@/state/session';
import { mayPollUnread, UNREAD_POLL_MS } from './chat-rules';
import { ChatBadgeView } from './chat-badge-view';

/**
 * The chat button's unread badge, a lazy part (fetched after the first paint; the bar shows the
 * chat button only with chat on). It asks only for a member who may chat (chat-rules.ts
 * mayPollUnread): never for a visitor or member type 4, and it stops at logout (the session's
 * token is the key: a new login starts afresh).
 */
export default function ChatBadge() {
  const { info } = useSnapshot(session);
  return mayPollUnread(true, info) ? <UnreadBadge key={info!.token} /> : null;
}

/**
 * GET CBS_unreadCount when the badge appears, when the page becomes visible again, and every
 * UNREAD_POLL_MS while the page is visible (a hidden page's ticks are skipped). One request at a
 * time; a failure leaves the badge as it was.
 */
function UnreadBadge() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    let asking = false;
    const ask = () => {
      if (asking || document.visibilityState !== 'visible') return;
      asking = true;
      api.call(unreadCount).then(
        (value) => {
          if (live) setCount(value.unReadCount);
        },
        () => undefined,
      ).finally(() => {
        asking = false;
      });
    };
    ask();
    const timer = setInterval(ask, UNREAD_POLL_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') ask();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return <ChatBadgeView count={count} />;
}
