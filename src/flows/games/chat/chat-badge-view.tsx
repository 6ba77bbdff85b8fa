import { useTranslation } from '@/lib/i18n/use-translation';
import { badgeText } from './chat-rules';

/** The unread badge on the chat button: nothing for none, the count, or "99+"; read out as a sentence. Its style is the bar's (nav/bottom-nav.css). */
export function ChatBadgeView({ count }: { count: number | null }) {
  const { t } = useTranslation();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="chat-badge" data-testid="chat-badge">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{t('chat.unread', { count: text })}</span>
    </span>
  );
}
