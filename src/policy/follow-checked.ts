import { allowListFor, checkedUrl, type NavigationLists, type NavigationPurpose } from './checked-navigation';

/**
 * The one function through which every navigation the server (or a link from outside) decides
 * goes: game launches, trial frames, chat, and later customer service, banner links and download
 * links. It checks the URL against the manifest's list for its purpose (checked-navigation.ts) and
 * either goes there or says it refused, so the caller can tell the player what happened and offer
 * a way back. A refusal never navigates anywhere by itself.
 *
 *   followChecked(value.gameUrl, 'gameLaunch', manifest)
 *   // → { followed: true, url: 'https://games.good.com/play?x=1' }   (and the page is on its way there)
 *   followChecked('https://evil.example/x', 'gameLaunch', manifest)
 *   // → { followed: false, reason: 'refused' }                       (nothing happened)
 *
 * `go` is how the URL is followed: `location.assign` by default; the trial page passes the setter
 * of its iframe's `src` (purpose 'gameFrame'); tests pass a recorder. `adjust` may add query
 * parameters once the origin has passed (the login redirect's token goes only to a checked origin).
 */
export type FollowOutcome = { followed: true; url: string } | { followed: false; reason: 'refused' };

export interface FollowOptions {
  go?: (url: string) => void;
  adjust?: (url: URL) => void;
}

/** `go` for a navigation that replaces the current history entry (a launch page the player should not come back to). */
// eslint-disable-next-line no-restricted-syntax
export const replacePage = (url: string): void => location.replace(url);

export function followChecked(
  raw: string | null | undefined,
  purpose: NavigationPurpose,
  manifest: NavigationLists,
  // The one place a URL from someone else is followed by assigning the page's location.
  // eslint-disable-next-line no-restricted-syntax
  { go = (url) => location.assign(url), adjust }: FollowOptions = {},
): FollowOutcome {
  const url = checkedUrl(raw ?? '', allowListFor(manifest, purpose));
  if (!url) return { followed: false, reason: 'refused' };
  adjust?.(url);
  const href = url.toString();
  go(href);
  return { followed: true, url: href };
}
