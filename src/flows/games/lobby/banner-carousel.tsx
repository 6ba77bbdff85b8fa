import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { api } from '@/lib/http';
import { banners as bannersCall } from '@/lib/wire/calls/banners';
import type { Banner } from '@/lib/wire';
import { allowListFor } from '@/policy/checked-navigation';
import { followChecked } from '@/policy/follow-checked';
import { useSite } from '@/runtime/site';
import { useTargets } from '@/runtime/steps/targets';
import { session } from '@/state/session';
import { showToast } from '@/state/ui';
import { prefersReducedMotion, useSnapCarousel } from '@/ui/snap-carousel';
import { bannerTarget } from './banner-target';
import { FallbackPicture } from './fallback-picture';
import { useLobbyTexts } from './lobby-texts';
import { useLobby } from './use-lobby';
import './lobby.css';

/**
 * The carousel's lazy half: the server's m_banner banners (after the manifest's, in the same
 * strip) and the controls: one dot per banner, and autoplay every AUTOPLAY_MS, paused while the
 * strip is touched, hovered or focused, and never under prefers-reduced-motion.
 */
export const AUTOPLAY_MS = 5000;

let request: Promise<Banner[]> | null = null;
function fetchLobbyBanners(): Promise<Banner[]> {
  // Decoration: a failure shows no dialog (the row's default); the strip keeps the manifest's banners.
  request ??= api.call(bannersCall, { cache: true, alert: 'caller' }).then(
    (v) => (Array.isArray(v?.list) ? v.list.filter((b) => b?.groupName === 'm_banner' && typeof b.url === 'string') : []),
    () => {
      request = null;
      return [];
    },
  );
  return request;
}

export function ServerSlides({ back }: { back: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const targets = useTargets();
  const lobby = useLobby();
  const [, navigate] = useLocation();
  const { info } = useSnapshot(session);
  const [list, setList] = useState<Banner[]>([]);
  const ready = useLobbyTexts();
  useEffect(() => {
    let live = true;
    void fetchLobbyBanners().then((l) => live && startTransition(() => setList(l)));
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  const context = {
    member: Boolean(info?.token),
    targets,
    redirectAllowList: allowListFor(site.manifest, 'redirect'),
    login: site.routes.pathForScreen('login'),
    launch: site.routes.pathForScreen('launchGame'),
    back,
  };
  return (
    <>
      {list.map((b, i) => {
        const target = bannerTarget(b, context);
        const open = () => {
          if (!target) return;
          if (target.kind === 'blocked') showToast(t('lobby.link_blocked'), 4000);
          else if (target.kind === 'web') {
            if (!followChecked(target.url, 'redirect', site.manifest).followed) showToast(t('lobby.link_blocked'), 4000);
          }
          else navigate(target.path);
        };
        return (
          <li key={`${i}-${b.url}`} className="banners__slide">
            <button type="button" className="banners__link" onClick={open} aria-label={t('lobby.banner_n', { n: i + 1 + (site.manifest.overlays.banners?.length ?? 0), count: list.length + (site.manifest.overlays.banners?.length ?? 0) })} data-linkage={b.linkageType}>
              <FallbackPicture className="banners__img" jpg={lobby.hosts.urls(b.url)} webp={lobby.hosts.urls(b.urlWebp)} width={780} height={390} alt="" fallback={<span className="banners__placeholder" />} />
            </button>
          </li>
        );
      })}
    </>
  );
}

export function CarouselControls({ strip }: { strip: RefObject<HTMLUListElement | null> }) {
  const { t } = useTranslation();
  const ready = useLobbyTexts();
  const [count, setCount] = useState(0);
  const { active, go } = useSnapCarousel(strip);
  const held = useRef(false);

  // The slides: the manifest's and the server's, counted from the strip itself.
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const recount = () => setCount(el.children.length);
    recount();
    const mo = new MutationObserver(recount);
    mo.observe(el, { childList: true });
    const hold = () => (held.current = true);
    const release = () => (held.current = false);
    const events: [string, () => void][] = [['pointerenter', hold], ['pointerleave', release], ['touchstart', hold], ['touchend', release], ['touchcancel', release], ['focusin', hold], ['focusout', release]];
    events.forEach(([e, f]) => el.parentElement?.addEventListener(e, f, { passive: true }));
    return () => {
      mo.disconnect();
      events.forEach(([e, f]) => el.parentElement?.removeEventListener(e, f));
    };
  }, [strip]);

  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      if (held.current || document.hidden) return;
      go((active + 1) % count);
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, active, go]);

  if (!ready || count < 2) return null;
  return (
    <div className="banners__dots">
      {Array.from({ length: count }, (_, i) => (
        <button key={i} type="button" className="banners__dot" aria-current={i === active ? 'true' : undefined} aria-label={t('lobby.banner_n', { n: i + 1, count })} onClick={() => go(i)}>
          <span aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
