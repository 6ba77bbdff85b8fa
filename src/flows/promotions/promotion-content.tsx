import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { htmlPolicy } from '@/policy/html-policy';
import { useSite } from '@/runtime/site';
import { SafeHtml } from '@/ui/safe-html';

/**
 * A promotion's HTML description (the operator's `content`), through the one sanitizer with this
 * merchant's link and image policy: an in-app link stays in the app, an external one opens only an
 * allow-listed origin in a new tab. Its own chunk (with the sanitizer), fetched only for a
 * promotion that has a description.
 */
export default function PromotionContent({ html }: { html: string }) {
  const site = useSite();
  const [, navigate] = useLocation();
  const policy = useMemo(() => htmlPolicy(site), [site]);
  return <SafeHtml className="promo-detail__content" html={html} policy={policy} onInAppLink={navigate} />;
}
