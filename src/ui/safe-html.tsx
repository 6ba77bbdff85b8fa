import { use, useMemo, type MouseEvent } from 'react';
import { sanitizeHtml, sanitizerLoaded, sanitizerReady, type HtmlPolicy } from '@/lib/safe-html';

/**
 * Server HTML on screen: the only element in the app that renders HTML (lint forbids
 * dangerouslySetInnerHTML anywhere else), always through lib/safe-html.ts. A tap on an in-app link
 * the sanitizer kept (`data-in-app`) navigates inside the app instead of reloading the page. In a
 * browser without its own sanitizer it suspends until DOMPurify's chunk is there (the nearest
 * Suspense boundary shows meanwhile).
 */
export function SafeHtml({ html, policy, onInAppLink, className }: {
  html: string;
  policy: HtmlPolicy;
  onInAppLink: (path: string) => void;
  className?: string;
}) {
  if (!sanitizerLoaded()) use(sanitizerReady);
  const clean = useMemo(() => sanitizeHtml(html, policy), [html, policy]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[data-in-app]');
    const path = link?.getAttribute('href');
    if (!path) return;
    event.preventDefault();
    onInAppLink(path);
  };
  // eslint-disable-next-line no-restricted-syntax -- the one place: `clean` has passed the sanitizer
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
