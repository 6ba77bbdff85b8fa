import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperCore } from 'swiper/types';
import 'swiper/css';
import type { HtmlPolicy } from '@/lib/safe-html';
import type { Announcement } from '@/lib/wire/shapes';
import { Button } from '@/ui/button';
import { SafeHtml } from '@/ui/safe-html';
import { useModal } from '@/ui/use-modal';
import { canClose } from './popup-rules';
import './popups.css';

/** How long the closing animation runs (none under prefers-reduced-motion). */
export const CLOSE_ANIMATION_MS = 200;

export const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The announcement popup: one slide per announcement (its title, then its sanitized HTML), with
 * previous/next and a close button, an optional 'do not show today' checkbox and a footer with
 * 'go to promotions' (when the merchant has the promotions page) and 'got it'. Autoplay every
 * `autoplayMs` (5 s), paused while touched, hovered or focused and off under prefers-reduced-motion;
 * it stops on the last slide. With forced reading, close and 'got it' work on the last slide only.
 * Closing animates, then calls `onClose` with the checkbox's state.
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
  const [index, setIndex] = useState(startAt);
  const [today, setToday] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const swiper = useRef<SwiperCore | null>(null);
  const [reduced] = useState(prefersReducedMotion);
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

  // Autoplay stops for good once the player moves the carousel themselves.
  const pause = () => {
    swiper.current?.autoplay?.stop();
  };
  useEffect(() => pause, []);

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
        <Swiper
          className="popup__slides"
          modules={[Autoplay]}
          initialSlide={startAt}
          speed={reduced ? 0 : 300}
          autoHeight
          autoplay={reduced || autoplayMs <= 0 || count < 2 ? false : { delay: autoplayMs, stopOnLastSlide: true, disableOnInteraction: false, pauseOnMouseEnter: true }}
          onSwiper={(s) => {
            swiper.current = s;
          }}
          onSlideChange={(s) => setIndex(s.activeIndex)}
          onTouchStart={(s) => s.autoplay?.pause()}
          onTouchEnd={(s) => s.autoplay?.resume()}
          onFocus={pause}
        >
          {items.map((item, i) => (
            <SwiperSlide key={`${item.id}-${i}`} className="popup__slide" aria-roledescription="slide" aria-label={t('popups.position', { n: i + 1, count })} inert={i !== index || undefined}>
              <h3 className="popup__slide-title">{item.title}</h3>
              <SafeHtml className="popup__content" html={item.content} policy={policy} onInAppLink={(path) => closable && leave(() => {
                onClose(today);
                onInAppLink(path);
              })} />
            </SwiperSlide>
          ))}
        </Swiper>
        {count > 1 && (
          <div className="popup__nav">
            <button type="button" className="popup__arrow" aria-label={t('popups.previous')} disabled={index === 0} onClick={() => { pause(); swiper.current?.slidePrev(); }} data-testid="popup-previous">
              <span aria-hidden="true">‹</span>
            </button>
            <div className="popup__dots" aria-hidden="true">
              {items.map((item, i) => <span key={`${item.id}-${i}`} className={`popup__dot${i === index ? ' popup__dot--on' : ''}`} />)}
            </div>
            <button type="button" className="popup__arrow" aria-label={t('popups.next')} disabled={last} onClick={() => { pause(); swiper.current?.slideNext(); }} data-testid="popup-next">
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
