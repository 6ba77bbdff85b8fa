import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { landing } from '@/state/landing';
import { lazyPart } from '@/ui/lazy-part';

/**
 * The member flow's shell overlay for a session that came from a link (state/landing.ts). In every
 * first load, so it only decides: when the landing left something to say (the account's bar, or
 * why the link's token was not taken) it opens a place for the bar at the top of the page and
 * fetches the bar's chunk at once; when a cashier asks (confirmLandedAccount) it shows the question.
 * A page without a token in its link renders nothing here and fetches nothing.
 *
 * The bar's place is a box before the app's root (#root), in the page's flow: the bar pushes the
 * page down instead of covering its header or its bottom bar, and it is held at the bar's height
 * from the first render, so the bar's arrival moves nothing.
 */
const loadPart = () => import('./landing-part');
const LandingBar = lazyPart(loadPart, { when: 'now', fallback: () => <div aria-hidden="true" style={{ minHeight: 56 }} /> });
const LandingConfirm = lazyPart(() => loadPart().then((m) => ({ default: m.LandingConfirm })), { when: 'now' });

/** A box of its own just before #root while `wanted`; removed with the bar. */
function useTopSlot(wanted: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!wanted) return undefined;
    const box = document.createElement('div');
    box.className = 'landing-slot';
    const root = document.getElementById('root');
    if (root?.parentNode) root.parentNode.insertBefore(box, root);
    else document.body.prepend(box);
    setSlot(box);
    return () => {
      box.remove();
      setSlot(null);
    };
  }, [wanted]);
  return slot;
}

export function LandingOverlay() {
  const { account, refused, asking } = useSnapshot(landing);
  const bar = Boolean(account?.banner) || refused !== null;
  const slot = useTopSlot(bar);
  return (
    <>
      {bar && slot && createPortal(<LandingBar />, slot)}
      {asking && <LandingConfirm />}
    </>
  );
}
