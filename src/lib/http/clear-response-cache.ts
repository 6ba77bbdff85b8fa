import { PREFIX } from './response-cache';

/**
 * Drops every cached GET answer (response-cache.ts): after a login the answers a visitor got
 * (promotions, game lanes, …) may differ for the member, so the app fetches them again (a login
 * renews the common data). Kept out of response-cache.ts so the first load does not carry it.
 *
 *   sessionStorage: { 'session-info': …, 'http-cache:https://…/wps/relay/…': … } → { 'session-info': … }
 */
export function clearResponseCache(): void {
  try {
    const area = sessionStorage;
    for (let i = area.length - 1; i >= 0; i--) {
      const key = area.key(i);
      if (key?.startsWith(PREFIX)) area.removeItem(key);
    }
  } catch {
    // storage blocked: there is no cache to clear
  }
}
