import { tokenFromQuery } from '@/runtime/guard';
import { session, setSession } from '@/state/session';

/**
 * A token in the landing URL (`?token=` / `?tokens=`) becomes the session only when the player has
 * none on this tab; an existing session is kept and the link's token is dropped (a lure link could
 * otherwise put the player in someone else's account before they deposit: docs/decisions.md,
 * "A link's token never replaces a session"). The token leaves the address bar either way.
 */
export function adoptQueryToken(merchantCode: string): void {
  const token = tokenFromQuery(location.search);
  if (!token) return;
  if (!session.info?.token) setSession({ token, merchantCode });
  const url = new URL(location.href);
  url.searchParams.delete('token');
  url.searchParams.delete('tokens');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
