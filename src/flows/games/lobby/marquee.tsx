import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { api } from '@/lib/http';
import { announcements } from '@/lib/wire/calls/announcements';
import { useFeatures } from '@/runtime/site';
import { useLobbyTexts } from './lobby-texts';
import './lobby.css';

/**
 * The announcements marquee: the server's MQ lines (each one's title), scrolling at the merchant's
 * speed (px per second, 60 by default): the CSS animation's duration is the text's width divided by
 * the speed, measured once laid out. It pauses while hovered or touched, and does not move under
 * prefers-reduced-motion (the lines then wrap, two at most, so the bar keeps its reserved height and
 * nothing below it moves). Screen readers get the lines as a list; the moving copy is hidden from them.
 *
 *   a copy 1200 px wide at 60 px/s → animation-duration: 20s
 */
export function marqueeSeconds(widthPx: number, speedPxPerSecond: number): number {
  const speed = speedPxPerSecond > 0 ? speedPxPerSecond : 60;
  return Math.max(1, widthPx / speed);
}

let request: Promise<string[]> | null = null;
function fetchLines(): Promise<string[]> {
  // Decoration: a failure shows no dialog; the bar simply stays empty.
  request ??= api.call(announcements, { params: { types: 'MQ', platform: 'M' }, cache: true, alert: 'caller' }).then(
    (v) => (Array.isArray(v?.list) ? v.list.map((a) => String(a?.title ?? '').trim()).filter(Boolean) : []),
    () => {
      request = null;
      return [];
    },
  );
  return request;
}

export function MarqueeView({ lines, speedPxPerSecond }: { lines: readonly string[]; speedPxPerSecond: number }) {
  const { t } = useTranslation();
  const copy = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  // The copy's width as the browser lays it out: a ResizeObserver reads it after the frame's own
  // layout (reading scrollWidth in the commit forced a layout of the whole page in the app's
  // first, longest task), and again if it changes (a font arriving, another language).
  useEffect(() => {
    const el = copy.current;
    if (!el) return;
    const measure = (width: number) => setSeconds(marqueeSeconds(width, speedPxPerSecond));
    if (typeof ResizeObserver === 'undefined') return measure(el.scrollWidth);
    const ro = new ResizeObserver(([entry]) => measure(entry?.borderBoxSize?.[0]?.inlineSize ?? el.scrollWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [lines, speedPxPerSecond]);
  if (!lines.length) return null;
  const text = lines.join('   •   ');
  return (
    <section className="marquee" aria-label={t('lobby.announcements')} onTouchStart={() => setTouched(true)} onTouchEnd={() => setTouched(false)} onTouchCancel={() => setTouched(false)}>
      <svg className="marquee__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M3 10v4h3l5 4V6L6 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" /></svg>
      <ul className="sr-only">{lines.map((l, i) => <li key={i}>{l}</li>)}</ul>
      <div className="marquee__viewport" aria-hidden="true">
        <div className={`marquee__track${touched ? ' marquee__track--paused' : ''}`} style={seconds ? { animationDuration: `${seconds}s` } : { animation: 'none' }} data-seconds={seconds ?? undefined}>
          <span ref={copy} className="marquee__copy">{text}</span>
          <span className="marquee__copy">{text}</span>
        </div>
      </div>
    </section>
  );
}

export default function Marquee() {
  const { marquee } = useFeatures();
  const [lines, setLines] = useState<string[]>([]);
  const ready = useLobbyTexts();
  useEffect(() => {
    let live = true;
    void fetchLines().then((l) => live && startTransition(() => setLines(l)));
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  return <MarqueeView lines={lines} speedPxPerSecond={marquee.speedPxPerSecond || 60} />;
}
