import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { HtmlPolicy } from '@/lib/safe-html';
import type { Announcement } from '@/lib/wire/shapes';
import { Button } from '@/ui/button';
import { SafeHtml } from '@/ui/safe-html';
import { prefersReducedMotion, useSnapCarousel } from '@/ui/snap-carousel';
import { useModal } from '@/ui/use-modal';
import { canClose } from './popup-rules';
import './popups.css';

/** How long the closing animation runs (none under prefers-reduced-motion). */
export const CLOSE_ANIMATION_MS = 200;

/**
 * The announcement popup: one slide per announcement (its title, then its sanitized HTML), with
 * previous/next and a close button, an optional 'do not show today' checkbox and a footer with
 * 'go to promotions' (when the merchant has the promotions page) and 'got it'. Autoplay every
 * `autoplayMs` (5 s), paused while touched or hovered, stopped for good by the arrows or focus, off
 * under prefers-reduced-motion; it stops on the last slide. The slides are a CSS scroll-snap strip
 * (ui/snap-carousel.ts), as high as the slide in view. With forced reading, close and 'got it'
 * work on the last slide only. Closing animates, then calls `onClose` with the checkbox's state.
 */
export function AnnouncementPopupView({ items, forced, todayOption, autoplayMs, activityPath, policy, startAt = 0, onInAppLink, onClose, onGoActivity }: {
  items: readonly Announcement[];
  forced: boolean;
  todayOption: boolean;
  autoplayMs: number;
  activityPath: string | null;
  policy: HtmlPolicy;
  startAt?: number;
  onInAppLink: (path: string) => void;
  onClose: (today: boolean) => void;
  onGoActivity: (today: boolean) => void;
}) {
  const { t } = useTranslation();
  const [today, setToday] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const strip = useRef<HTMLDivElement>(null);
  const { active: index, go } = useSnapCarousel(strip, startAt);
  const count = items.length;
  const closable = canClose(forced, index, count);
  const last = index >= count - 1;

  const leave = (then: () => void) => {
    if (leaving) return;
    setLeaving(true);
    if (reduced) then();
    else setTimeout(then, CLOSE_ANIMATION_MS);
  };
  const close = () => closable && leave(() => onClose(today));
  const modal = useModal(closable ? close : undefined);

  // In-app links in the slides: close first (when closing is allowed), then go. Stable, so that a
  // slide renders again only when it comes into view or leaves it.
  const followLink = useRef<(path: string) => void>(() => undefined);
  followLink.current = (path) => {
    if (closable) leave(() => {
      onClose(today);
      onInAppLink(path);
    });
  };
  const inAppLink = useCallback((path: string) => followLink.current(path), []);

  // Autoplay: a slide on every autoplayMs while the player's finger or pointer is not on the strip,
  // until the last slide, and never again once the player moves the carousel with the arrows or
  // focuses into it.
  const [playing, setPlaying] = useState(!reduced && autoplayMs > 0 && count > 1);
  const held = useRef(false);
  const pause = () => startTransition(() => setPlaying(false));
  useEffect(() => {
    if (!playing || last) return;
    const timer = setInterval(() => {
      if (!held.current && !document.hidden) go(index + 1);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [playing, last, index, autoplayMs, go]);

  // The strip is as high as the slide in view (its content can grow as its images load).
  useLayoutEffect(() => {
    const el = strip.current;
    const slide = el?.children[index] as HTMLElement | undefined;
    if (!el || !slide) return;
    const fit = () => (el.style.height = `${slide.offsetHeight}px`);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(fit);
    ro.observe(slide);
    return () => ro.disconnect();
  }, [index]);

  return (
    <div className="overlay popup-overlay" role="presentation">
      <section ref={modal} className={`popup${leaving ? ' popup--leaving' : ''}`} role="dialog" aria-modal="true" aria-labelledby="popup-title" data-testid="announcement-popup" tabIndex={-1}>
        <header className="popup__head">
          <h2 id="popup-title" className="popup__title">{t('popups.dialog')}</h2>
          {count > 1 && <span className="popup__position" aria-live="polite">{t('popups.position', { n: index + 1, count })}</span>}
          <button type="button" className="popup__close" aria-label={t('popups.close')} disabled={!closable} onClick={close} data-testid="popup-close">
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {/* Focusable: a keyboard moves the strip with the arrow keys, as a finger does (a slide
            without a link would leave it out of reach otherwise). */}
        <div
          ref={strip}
          className="popup__slides"
          tabIndex={0}
          role="group"
          aria-roledescription="carousel"
          aria-label={t('popups.dialog')}
          onTouchStart={() => (held.current = true)}
          onTouchEnd={() => (held.current = false)}
          onTouchCancel={() => (held.current = false)}
          onPointerEnter={(e) => e.pointerType === 'mouse' && (held.current = true)}
          onPointerLeave={(e) => e.pointerType === 'mouse' && (held.current = false)}
          // Focus inside (a link in a slide) stops autoplay; the strip itself taking focus (the
          // dialog's first focus when close waits for the last slide) does not.
          onFocus={(e) => e.target !== e.currentTarget && pause()}
        >
          {items.map((item, i) => (
            <Slide key={`${item.id}-${i}`} item={item} n={i + 1} count={count} current={i === index} policy={policy} onInAppLink={inAppLink} />
          ))}
        </div>
        {count > 1 && (
          <div className="popup__nav">
            <button type="button" className="popup__arrow" aria-label={t('popups.previous')} disabled={index === 0} onClick={() => { pause(); go(index - 1); }} data-testid="popup-previous">
              <span aria-hidden="true">‹</span>
            </button>
            <div className="popup__dots" aria-hidden="true">
              {items.map((item, i) => <span key={`${item.id}-${i}`} className={`popup__dot${i === index ? ' popup__dot--on' : ''}`} />)}
            </div>
            <button type="button" className="popup__arrow" aria-label={t('popups.next')} disabled={last} onClick={() => { pause(); go(index + 1); }} data-testid="popup-next">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
        {forced && !closable && <p className="popup__hint">{t('popups.read_to_end')}</p>}
        {todayOption && (
          <label className="popup__today">
            <input type="checkbox" checked={today} onChange={(e) => setToday(e.target.checked)} data-testid="popup-today" />
            {t('popups.today')}
          </label>
        )}
        <div className="popup__footer">
          {activityPath && <Button variant="ghost" onClick={() => leave(() => onGoActivity(today))} disabled={!closable}>{t('popups.go_activity')}</Button>}
          <Button onClick={close} disabled={!closable} data-testid="popup-know-it">{t('popups.know_it')}</Button>
        </div>
      </section>
    </div>
  );
}

/** One announcement: its title and its sanitized HTML; inert while another is in view. */
const Slide = memo(function Slide({ item, n, count, current, policy, onInAppLink }: {
  item: Announcement;
  n: number;
  count: number;
  current: boolean;
  policy: HtmlPolicy;
  onInAppLink: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="popup__slide" role="group" aria-roledescription="slide" aria-label={t('popups.position', { n, count })} inert={!current || undefined}>
      <h3 className="popup__slide-title">{item.title}</h3>
      <SafeHtml className="popup__content" html={item.content} policy={policy} onInAppLink={onInAppLink} />
    </div>
  );
});
