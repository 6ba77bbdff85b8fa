import type { TrackEvent } from '@/lib/wire';
import { checkedUrl } from '@/policy/checked-navigation';
import type { Analytics } from '@/runtime/merchant-manifest.generated';

/**
 * The browser-side pixels (Facebook, TikTok, Google tag, Kwai). A pixel loads only when the
 * merchant set its id (live over manifest) and lists its script's origin in
 * `analytics.scriptOrigins` (the operator's reviewed list, which the CSP's script-src repeats).
 * Each script is an async <script> element, never inline code (the CSP allows none): the command
 * queue each vendor's snippet would define inline is defined here instead, so calls made before
 * the script arrives are kept.
 *
 *   pixelPlan({ facebookPixelId: '1005', scriptOrigins: ['https://connect.facebook.net'] })
 *   // → [{ vendor: 'facebook', id: '1005', src: 'https://connect.facebook.net/en_US/fbevents.js' }]
 */
export type PixelVendor = 'facebook' | 'tiktok' | 'gtag' | 'kwai';

export interface PlannedPixel {
  vendor: PixelVendor;
  id: string;
  src: string;
}

const SCRIPT: Record<PixelVendor, { key: 'facebookPixelId' | 'tiktokPixelId' | 'gtagId' | 'kwaiPixelId'; src: (id: string) => string }> = {
  facebook: { key: 'facebookPixelId', src: () => 'https://connect.facebook.net/en_US/fbevents.js' },
  tiktok: { key: 'tiktokPixelId', src: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq` },
  gtag: { key: 'gtagId', src: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}` },
  kwai: { key: 'kwaiPixelId', src: (id) => `https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=kwaiq` },
};

/** The pixels to load: set ids whose script origin the manifest allows. */
export function pixelPlan(analytics: Analytics): PlannedPixel[] {
  const allowed = analytics.scriptOrigins ?? [];
  return (Object.keys(SCRIPT) as PixelVendor[]).flatMap((vendor) => {
    const id = analytics[SCRIPT[vendor].key]?.trim();
    if (!id) return [];
    const src = SCRIPT[vendor].src(id);
    return checkedUrl(src, allowed) ? [{ vendor, id, src }] : [];
  });
}

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; push?: unknown; loaded?: boolean; version?: string; callMethod?: (...args: unknown[]) => void };
type PixelWindow = Window & {
  fbq?: Queue;
  _fbq?: Queue;
  ttq?: unknown[] & Record<string, unknown>;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  kwaiq?: unknown[] & Record<string, unknown>;
};

/** A vendor-style array queue: `q.track(a, b)` records ['track', a, b] until the vendor's script takes over. */
function arrayQueue(methods: readonly string[]): unknown[] & Record<string, unknown> {
  const q = [] as unknown as unknown[] & Record<string, unknown>;
  for (const method of methods) q[method] = (...args: unknown[]) => void q.push([method, ...args]);
  return q;
}

/** Defines the vendor's command queue and its first commands (init, page view). */
function prepare(win: PixelWindow, pixel: PlannedPixel): void {
  switch (pixel.vendor) {
    case 'facebook': {
      if (!win.fbq) {
        const fbq: Queue = (...args) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args));
        Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
        win.fbq = fbq;
        win._fbq ??= fbq;
      }
      win.fbq('init', pixel.id);
      win.fbq('track', 'PageView');
      return;
    }
    case 'tiktok':
      win.ttq ??= arrayQueue(['page', 'track', 'identify', 'load']);
      (win.ttq.load as (id: string) => void)(pixel.id);
      (win.ttq.page as () => void)();
      return;
    case 'gtag': {
      const layer = (win.dataLayer ??= []);
      win.gtag ??= function gtag() {
        // gtag.js reads the arguments object itself, not an array.
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', pixel.id);
      return;
    }
    case 'kwai':
      win.kwaiq ??= arrayQueue(['page', 'track', 'load', 'instance']);
      (win.kwaiq.load as (id: string) => void)(pixel.id);
      (win.kwaiq.page as () => void)();
  }
}

/**
 * Adds each planned pixel's script once. A script that fails to load is removed and forgotten:
 * the player sees nothing and nothing waits for it.
 */
export function loadPixels(plan: readonly PlannedPixel[], win: PixelWindow = window, doc: Document = document): PixelVendor[] {
  const loaded: PixelVendor[] = [];
  for (const pixel of plan) {
    if (doc.querySelector(`script[data-pixel="${pixel.vendor}"]`)) continue;
    try {
      prepare(win, pixel);
    } catch {
      continue;
    }
    const script = Object.assign(doc.createElement('script'), { src: pixel.src, async: true });
    script.dataset.pixel = pixel.vendor;
    script.referrerPolicy = 'strict-origin-when-cross-origin';
    script.onerror = () => script.remove();
    doc.head.appendChild(script);
    loaded.push(pixel.vendor);
  }
  return loaded;
}

/** Pixel-side name of an event (Facebook's standard Purchase for the first deposit). */
const PIXEL_EVENT: Record<string, string> = { FirstDeposit: 'Purchase' };

/** Tells the loaded pixels of an event, with the same event id the server gets (de-duplication). */
export function firePixels(vendors: readonly PixelVendor[], event: TrackEvent, win: PixelWindow = window): void {
  const value = (event.eventValue ?? {}) as { eventId?: number; contentId?: string };
  const name = PIXEL_EVENT[event.eventName] ?? event.eventName;
  const params = { value: event.amount ?? 0, currency: event.currency || undefined, ...(value.contentId ? { content_ids: [value.contentId], content_type: 'product' } : {}) };
  for (const vendor of vendors) {
    try {
      if (vendor === 'facebook') win.fbq?.('track', name, params, { eventID: String(value.eventId ?? '') });
      else if (vendor === 'tiktok') (win.ttq?.track as ((...a: unknown[]) => void) | undefined)?.(name, params, { event_id: String(value.eventId ?? '') });
      else if (vendor === 'gtag') win.gtag?.('event', name, { ...params, event_id: value.eventId });
      else (win.kwaiq?.track as ((...a: unknown[]) => void) | undefined)?.(name, params);
    } catch {
      /* a vendor's script broke: the others still hear of it */
    }
  }
}
