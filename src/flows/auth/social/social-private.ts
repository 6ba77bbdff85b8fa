/**
 * Social sign-in is refused in private browsing (message 'not_support_incognito'): the
 * provider's popup and Firebase's storage do not survive there. Browsers do not say so; the signs
 * that hold today (the approach of the detectIncognito project):
 * - Chromium gives a private window a storage quota tied to memory, below twice the JS heap
 *   limit, where a normal profile gets a share of the disk (gigabytes);
 * - other browsers: a quota under PRIVATE_QUOTA_BYTES, or storage that refuses writes outright.
 * When the browser cannot tell, sign-in is allowed: a false "private" would lock a player out.
 */
export const PRIVATE_QUOTA_BYTES = 120 * 1024 * 1024;

export async function isPrivateBrowsing(
  nav: Pick<Navigator, 'storage'> = navigator,
  local: () => Storage = () => window.localStorage,
  heapLimit: number | undefined = (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory?.jsHeapSizeLimit,
): Promise<boolean> {
  try {
    const probe = '__private_probe__';
    local().setItem(probe, '1');
    local().removeItem(probe);
  } catch {
    return true;
  }
  try {
    const { quota } = (await nav.storage?.estimate?.()) ?? {};
    return typeof quota === 'number' && quota < (heapLimit ? heapLimit * 2 : PRIVATE_QUOTA_BYTES);
  } catch {
    return false;
  }
}
