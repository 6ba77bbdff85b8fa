import type { Banner } from '@/lib/wire/shapes';

/**
 * The welcome image popups' rules, pure. Banner group m_popup1 shows first, then m_popup2; each
 * only when its picture's file name differs from the one stored when it was last shown, outside the
 * native app, when the player has not dismissed them this session, and on a home path.
 *
 *   welcomeQueue([popup2, popup1], { m_popup1: 'welcome-1.jpg' }, facts)  // → [popup2]
 */
export type WelcomeGroup = 'm_popup1' | 'm_popup2';
export const WELCOME_GROUPS: readonly WelcomeGroup[] = ['m_popup1', 'm_popup2'];

/** The file names last shown, by group. */
export type WelcomeSeen = Partial<Record<WelcomeGroup, string>>;

export interface WelcomeFacts {
  inNativeApp: boolean;
  dismissedThisSession: boolean;
  path: string;
  homePath: string;
}

/** The home paths: /, /m/, /m/home, /m/index, /m/index.html and the merchant's own home path. */
export function isWelcomePath(path: string, homePath: string): boolean {
  const p = path.replace(/\/+$/, '').toLowerCase();
  return /^(\/m(\/home|\/index(\.html)?)?)?$/.test(p) || p === homePath.toLowerCase();
}

/** The file name of a picture URL or path: its last segment, without query or fragment. */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Whether welcome images may show at all here and now (before any banner is fetched). */
export function welcomeAllowed(facts: WelcomeFacts): boolean {
  return !facts.inNativeApp && !facts.dismissedThisSession && isWelcomePath(facts.path, facts.homePath);
}

/** The banners to show, in order (the first of each group). */
export function welcomeQueue(banners: readonly Banner[], seen: WelcomeSeen, facts: WelcomeFacts): Banner[] {
  if (!welcomeAllowed(facts)) return [];
  return WELCOME_GROUPS.flatMap((group) => {
    const banner = banners.find((b) => b?.groupName === group && typeof b.url === 'string' && fileName(b.url) !== '');
    return banner && fileName(banner.url) !== seen[group] ? [banner] : [];
  });
}
