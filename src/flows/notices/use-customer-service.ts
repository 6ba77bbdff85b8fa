import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { allowListFor } from '@/policy/checked-navigation';
import { useLiveSettings } from '@/runtime/steps/live-settings';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { resolveCustomerServiceUrl } from './resolve-customer-service';

function openLink(url: string | null): void {
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Contact-us: returns the tap handler. The URL is worked out when the screen mounts (decryption,
 * the member's VIP label), so the tap opens it at once; a tap before that waits for it (and the
 * browser may then block the new window, the price of tapping within the first instant).
 */
export function useCustomerService(): () => void {
  const setting = useLiveSettings().customerService;
  const allowList = allowListFor(useSite().manifest, 'customerService');
  const userName = useSnapshot(session).info?.userName || null;
  const [resolved, setResolved] = useState<{ url: string | null } | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    let live = true;
    const promise = resolveCustomerServiceUrl({ setting, userName, allowList });
    pending.current = promise;
    void promise.then((url) => live && setResolved({ url }));
    return () => {
      live = false;
    };
  }, [setting, userName, allowList]);

  return useCallback(() => {
    if (resolved) openLink(resolved.url);
    else void pending.current?.then(openLink);
  }, [resolved]);
}
