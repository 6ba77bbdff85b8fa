import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { allowListFor } from '@/policy/checked-navigation';
import { followChecked } from '@/policy/follow-checked';
import { useLiveSettings } from '@/runtime/steps/live-settings';
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
 * entries placed by their csPosition (on the login page, the footer's after its own), each resolved ahead of the tap (decrypted, the player added,
 * checked against `customerService.origins`) so the tap itself opens the window. A tap goes
 * through the checked navigation once more; a refused entry opens nothing and says why. No entry
 * for the place: nothing shows.
 */
export function CustomerServiceList({ place }: { place: CsPlace }) {
  const { manifest } = useSite();
  const setting = useLiveSettings().customerService;
  const userName = useSnapshot(session).info?.userName || null;
  const { ready } = useNoticeTexts({ withEnglish: false });
  const [links, setLinks] = useState<(CsListItem & { csPosition: string })[]>([]);
  const [refused, setRefused] = useState<{ place: CsPlace; why: CsListItem['refused'] } | null>(null);
  // The login page has one slot: its own entries, then the footer line.
  const places: CsPlace[] = place === 'login' ? ['login', 'footer'] : [place];

  useEffect(() => {
    let live = true;
    void resolveCustomerServiceLinks({ setting, userName, allowList: allowListFor(manifest, 'customerService') }).then((resolved) => {
      if (live) setLinks(resolved.map((l) => ({ url: l.url, refused: l.refused, csPosition: l.entry.csPosition, title: l.entry.title })));
    });
    return () => {
      live = false;
    };
  }, [setting, userName, manifest]);

  if (!ready) return null;
  return places.map((at) => {
    const items = entriesFor(links, at);
    return (
      <CsListView
        key={at}
        place={at}
        items={items}
        refused={refused?.place === at ? refused.why : null}
        onOpen={(i) => {
          const item = items[i];
          if (!item) return;
          const outcome = item.url ? followChecked(item.url, 'customerService', manifest, { go: newWindow }) : null;
          setRefused(outcome?.followed ? null : { place: at, why: item.refused ?? 'origin' });
        }}
      />
    );
  });
}

export default CustomerServiceList;
