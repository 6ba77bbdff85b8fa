import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { api } from '@/lib/http';
import { translate } from '@/lib/i18n/i18n';
import { banners as bannersCall } from '@/lib/wire/calls/banners';
import type { Announcement } from '@/lib/wire/shapes';
import { allowListFor } from '@/policy/checked-navigation';
import { imageHosts } from '@/policy/image-hosts';
import type { FlowServices } from '@/runtime/flow';
import { resolveLiveSettings } from '@/runtime/steps/live-settings';
import { useSite, type Site } from '@/runtime/site';
import { getDevice } from '@/state/device';
import { useOverlayTurn } from '@/state/overlay-queue';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { lazyPart } from '@/ui/lazy-part';
import { fetchPopupList } from './popup-list';
import { audienceItems, closePopup, decidePopup } from './popup-rules';
import { popupStoreKey, readPopupStore, writePopupStore } from './popup-store';
import { loadPopupTexts } from './popup-texts';
import { copyLink, saveImage } from './save-image';
import { WelcomeImageView } from './welcome-image-view';
import { fileName, isWelcomePath, welcomeAllowed, welcomeQueue, type WelcomeGroup } from './welcome-rules';
import { dismissWelcome, markWelcomeSeen, readWelcomeSeen, welcomeDismissed } from './welcome-store';

// The popup's view (its carousel) and the sanitizer: fetched only when the rules say the popup shows.
const AnnouncementPopup = lazyPart(() => import('./announcement-popup'), { when: 'now' });

export interface Player {
  id: string | null;
  loggedIn: boolean;
  firstTimeLogin: boolean;
}

/**
 * The popups' lazy chunk, a shell overlay (index.ts): on home paths with no system notice, the
 * announcement popup and the welcome images, each taking its turn in the overlay queue
 * (state/overlay-queue.ts: announcement before welcome). Leaving home unmounts both, which cancels
 * their waits. A login or logout remounts the announcement host, so the member's list replaces
 * the visitor's.
 */
export default function PopupShell(_props: { services: FlowServices }) {
  const site = useSite();
  const [path] = useLocation();
  const { info } = useSnapshot(session);
  const f = site.features;
  if (f.maintenance.active || f.regionRestricted || !isWelcomePath(path, site.routes.home.path)) return null;
  const player: Player = { id: info?.id || null, loggedIn: Boolean(info?.token), firstTimeLogin: Boolean(info?.firstTimeLogin) };
  return (
    <>
      <AnnouncementHost key={String(player.loggedIn)} site={site} player={player} />
      {site.features.welcome.enabled && <WelcomeHost site={site} />}
    </>
  );
}

/**
 * Waits the audience's delay (visitors 1 s, members the merchant's delay, 0 by default), fetches the
 * popup list, applies the show rules and, when they say so, loads the texts and the popup's chunk.
 */
function AnnouncementHost({ site, player }: { site: Site; player: Player }) {
  const [items, setItems] = useState<Announcement[] | null>(null);
  const key = popupStoreKey(site.features.merchant.code, player.loggedIn, player.id);
  const { memberDelayMs, visitorDelayMs } = site.features.popups;
  const { loggedIn, firstTimeLogin } = player;
  // The member's id arriving later (a ?token= landing) only moves the record: a popup on screen stays.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void fetchPopupList()
        .then(async (list) => {
          const shown = audienceItems(list, { loggedIn, firstTimeLogin });
          const decision = decidePopup(shown, readPopupStore(key), Date.now());
          if (!live) return;
          writePopupStore(key, decision.store);
          if (!decision.show) return;
          await loadPopupTexts();
          if (live) setItems((current) => current ?? shown);
        })
        .catch(() => undefined); // no list, no popup: the page goes on as it is
    }, loggedIn ? memberDelayMs : visitorDelayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, loggedIn, firstTimeLogin, memberDelayMs, visitorDelayMs]);
  const turn = useOverlayTurn('announcement', items !== null);
  if (!items || !turn) return null;
  return (
    <AnnouncementPopup items={items} onClose={(today) => {
      const stored = readPopupStore(key);
      if (stored) writePopupStore(key, closePopup(stored, today, Date.now()));
      setItems(null);
    }} />
  );
}

interface WelcomeItem {
  group: WelcomeGroup;
  file: string;
  url: string;
}

/** After the merchant's wait (20 s by default), the welcome images, first then second. */
function WelcomeHost({ site }: { site: Site }) {
  const [queue, setQueue] = useState<WelcomeItem[]>([]);
  const [busy, setBusy] = useState(false);
  const merchant = site.features.merchant.code;
  useEffect(() => {
    let live = true;
    const facts = () => ({ inNativeApp: getDevice().inNativeApp, dismissedThisSession: welcomeDismissed(), path: location.pathname, homePath: site.routes.home.path });
    if (!welcomeAllowed(facts())) return undefined;
    const timer = setTimeout(() => {
      void api.call(bannersCall, { cache: true, alert: 'caller' })
        .then(async (value) => {
          const hosts = imageHosts(site.features.imageCdns, allowListFor(site.manifest, 'image'));
          const items = welcomeQueue(Array.isArray(value?.list) ? value.list : [], readWelcomeSeen(merchant), facts())
            .map((b) => ({ group: b.groupName as WelcomeGroup, file: fileName(b.url), url: hosts.urls(b.url)[0] ?? '' }))
            .filter((item) => item.url);
          if (!items.length) return;
          await loadPopupTexts();
          if (live) setQueue(items);
        })
        .catch(() => undefined);
    }, site.features.welcome.waitMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [site, merchant]);
  const current = queue[0];
  const turn = useOverlayTurn('welcome', Boolean(current));
  if (!current || !turn) return null;
  const next = () => {
    markWelcomeSeen(merchant, current.group, current.file);
    if (queue.length === 1) dismissWelcome();
    setQueue((q) => q.slice(1));
  };
  const save = () => {
    setBusy(true);
    void saveImage(current.url, document.querySelector<HTMLImageElement>('.welcome__image'))
      .then((ok) => showToast(translate(ok ? 'popups.saved' : 'popups.copy_failed')), () => showToast(translate('popups.copy_failed')))
      .finally(() => setBusy(false));
  };
  const first = current.group === 'm_popup1';
  return (
    <WelcomeImageView key={current.group} variant={first ? 'first' : 'second'} imageUrl={current.url} busy={busy}
      description={first ? undefined : resolveLiveSettings(site).template.description || undefined}
      onSave={save}
      onCopyLink={first ? () => void copyLink(current.url).then((ok) => showToast(translate(ok ? 'popups.copied' : 'popups.copy_failed'))) : undefined}
      onClose={next} />
  );
}
