import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { allowListFor } from '@/runtime/checked-navigation';
import { followChecked } from '@/runtime/follow-checked';
import { useLiveSettings } from '@/runtime/live-settings';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { entriesFor, type CsPlace } from './cs-placement';
import { CsListView, type CsListItem } from './cs-list-view';
import { useNoticeTexts } from './notice-texts';
import { resolveCustomerServiceLinks } from './resolve-customer-service';

/** Opens a checked link in a new window, without a way back to this page (noopener, noreferrer). */
const newWindow = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer');

/**
 * The customer-service entries a place shows (FlowServices.loadCustomerServiceList): the live
 * entries placed by their csPosition, each resolved ahead of the tap (decrypted, the player added,
 * checked against `customerService.origins`) so the tap itself opens the window. A tap goes
 * through the checked navigation once more; a refused entry opens nothing and says why. No entry
 * for the place: nothing shows.
 */
export function CustomerServiceList({ place }: { place: CsPlace }) {
  const { manifest } = useSite();
  const setting = useLiveSettings().customerService;
  const userName = useSnapshot(session).info?.userName || null;
  const { ready } = useNoticeTexts({ withEnglish: false });
  const [items, setItems] = useState<CsListItem[]>([]);
  const [refused, setRefused] = useState<CsListItem['refused'] | null>(null);

  useEffect(() => {
    let live = true;
    const placed = { ...setting, entries: entriesFor(setting.entries, place) };
    // Only the server's own list (asked when the status call failed) can add entries to a place the live setting leaves empty.
    if (!placed.entries.length && setting.live) {
      setItems([]);
      return;
    }
    void resolveCustomerServiceLinks({ setting: placed, userName, allowList: allowListFor(manifest, 'customerService') }).then((links) => {
      if (live) setItems(entriesFor(links.map((l) => ({ ...l, csPosition: l.entry.csPosition, title: l.entry.title })), place));
    });
    return () => {
      live = false;
    };
  }, [setting, userName, manifest, place]);

  if (!ready) return null;
  return (
    <CsListView
      place={place}
      items={items}
      refused={refused}
      onOpen={(i) => {
        const item = items[i];
        if (!item) return;
        const outcome = item.url ? followChecked(item.url, 'customerService', manifest, { go: newWindow }) : null;
        setRefused(outcome?.followed ? null : item.refused ?? 'origin');
      }}
    />
  );
}

export default CustomerServiceList;
