import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import type { NavItem } from '@/runtime/merchant-manifest.generated';
import { screenOffered, screenTitle } from '@/runtime/screen-rules';
import { useSite, type Site } from '@/runtime/site';
import { lazyPart } from '@/ui/lazy-part';

/** The unread badge: a lazy part, fetched after the first paint, which decides who may ask (chat/chat-badge.tsx). */
const ChatBadge = lazyPart(() => import('../chat/chat-badge'));

/** One inline icon per icon name of the manifest (24 × 24, current colour). */
const ICONS: Record<NavItem['icon'], string> = {
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  games: 'M7 7h10a5 5 0 0 1 0 10c-1.6 0-2.4-1-3-2h-4c-.6 1-1.4 2-3 2A5 5 0 0 1 7 7zm-1 3v2H4v2h2v2h2v-2h2v-2H8v-2zm10 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm2-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  promotions: 'M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4v5h1v8h14v-8h1zM15 5.5a1.5 1.5 0 0 1 0 3h-2v-1A2 2 0 0 1 15 5.5zm-6 0a2 2 0 0 1 2 2v1H9a1.5 1.5 0 0 1 0-3zM11 18H7v-6h4zm6 0h-4v-6h4z',
  member: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z',
  rewards: 'M12 2l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17l-5.9 3 1.2-6.5L2.5 8.9 9.1 8z',
  chat: 'M4 4h16v12H8l-4 4z',
};

export interface NavEntry {
  id: string;
  icon: NavItem['icon'];
  href: string;
  label: string;
  /** Shown on the icon (the chat button's unread badge). */
  badge?: ReactNode;
}

/** The bar: the manifest's entries in order, the current one marked. The chat entry is `.bottom-nav__item--chat`. */
// The page's only unnamed navigation landmark (the game page's tabs are named): it needs no text of its own.
export function BottomNavBar({ entries, currentId }: { entries: readonly NavEntry[]; currentId: string }) {
  return (
    <nav className="bottom-nav">
      {entries.map((e) => (
        <Link key={e.id} href={e.href} className={`bottom-nav__item bottom-nav__item--${e.id}`} aria-current={e.id === currentId ? 'page' : undefined}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d={ICONS[e.icon]} /></svg>
          <span className="bottom-nav__label">{e.label}</span>
          {e.badge}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The bar's entries: the manifest's items in order. The chat place is the chat page's route while
 * the chat button is enabled (and CBS3 on: screenOffered); a visitor's tap reaches the page, which
 * sends them to log in and back. Also the build's HTML shell (home/home-shell.tsx), without badges.
 */
export function navEntries(manifest: Site['manifest'], features: Site['features'], t: (key: string) => string, badge?: ReactNode): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of manifest.overlays.bottomNav?.items ?? []) {
    const route = manifest.routes.find((r) => (item.chat ? manifest.overlays.chatButton.enabled && r.screen === 'chat' : r.id === item.routeId));
    if (!route) continue; // a route the merchant lacks
    if (!screenOffered(route.screen, features)) continue; // the reward centre with REWCEN3 off, chat with CBS3 off
    entries.push({ id: item.chat ? 'chat' : route.id, icon: item.icon, href: route.path, label: t(screenTitle(route.screen)), badge: item.chat && badge });
  }
  return entries;
}

export default function BottomNavView({ currentId }: { currentId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  // The HTML shell's stand-in bar (outside the root) goes in the same frame as this one appears.
  useLayoutEffect(() => document.querySelector('[data-shell-nav]')?.remove(), []);
  return <BottomNavBar entries={navEntries(site.manifest, site.features, t, <ChatBadge />)} currentId={currentId} />;
}
