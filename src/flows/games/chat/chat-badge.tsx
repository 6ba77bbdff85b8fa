import { useEffect, useState } from 'react';
import { api } from '@/lib/http';
import { unreadCount } from '@/lib/wire/calls/unread-count';
import { UNREAD_POLL_MS } from './chat-rules';
import { ChatBadgeView } from './chat-badge-view';

/**
 * The chat button's unread badge, a lazy part (fetched after the first paint): the shell mounts it
 * only for a member who may chat with chat on (chat-rules.ts mayPollUnread), so visitors and
 * member type 4 never ask. It asks GET CBS_unreadCount when it appears, when the page becomes
 * visible again, and every UNREAD_POLL_MS while the page is visible (a hidden page's ticks are
 * skipped). One request at a time; a failure leaves the badge as it was.
 */
export default function ChatBadge() {
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
