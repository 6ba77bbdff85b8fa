/**
 * The link a player shares: this site's register page with the referral code as `r` (the
 * register payload's referral code is read from it). A visitor, who has no code, shares the
 * register page alone. Null when the merchant has no register route.
 *
 *   referralLink('https://m.luckyvn.example', '/m/register', 'LVN10001')  // → 'https://m.luckyvn.example/m/register?r=LVN10001'
 */
export function referralLink(origin: string, registerPath: string | null, code: string | null): string | null {
  if (!registerPath) return null;
  return `${origin}${registerPath}${code ? `?${new URLSearchParams({ r: code })}` : ''}`;
}

/** What the share button does: the system share sheet where the browser has one, else a copy. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareEnv {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  canShare?: (data: { url?: string }) => boolean;
  copy: (text: string) => Promise<void>;
}

export async function copyText(text: string, env: Pick<ShareEnv, 'copy'>): Promise<'copied' | 'failed'> {
  try {
    await env.copy(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export async function shareLink(data: { title: string; text: string; url: string }, env: ShareEnv): Promise<ShareOutcome> {
  if (env.share && (!env.canShare || env.canShare({ url: data.url }))) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      // The player closed the sheet: nothing to say. Any other failure falls back to a copy.
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  return copyText(data.url, env);
}

/** The browser's share and clipboard. */
export function browserShareEnv(nav: Navigator = navigator): ShareEnv {
  return {
    share: typeof nav.share === 'function' ? (d) => nav.share(d) : undefined,
    canShare: typeof nav.canShare === 'function' ? (d) => nav.canShare(d) : undefined,
    copy: (text) => (nav.clipboard?.writeText ? nav.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))),
  };
}
