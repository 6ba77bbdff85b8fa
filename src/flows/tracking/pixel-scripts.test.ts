import { afterEach, describe, expect, it } from 'vitest';
import { firePixels, loadPixels, pixelPlan } from './pixel-scripts';
import { trackEvent } from './tracking-events';

afterEach(() => {
  document.head.querySelectorAll('script[data-pixel]').forEach((s) => s.remove());
  const w = window as unknown as Record<string, unknown>;
  for (const key of ['fbq', '_fbq', 'ttq', 'dataLayer', 'gtag', 'kwaiq']) delete w[key];
});

describe('pixelPlan', () => {
  it('only ids whose script origin the manifest lists', () => {
    expect(pixelPlan({ facebookPixelId: '1005', gtagId: 'G-1', scriptOrigins: ['https://connect.facebook.net'] })).toEqual([
      { vendor: 'facebook', id: '1005', src: 'https://connect.facebook.net/en_US/fbevents.js' },
    ]);
    expect(pixelPlan({ tiktokPixelId: 'TT1', kwaiPixelId: 'K1', gtagId: 'G-1', scriptOrigins: ['https://analytics.tiktok.com', 'https://s1.kwai.net', 'https://www.googletagmanager.com'] }).map((p) => p.src)).toEqual([
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=TT1&lib=ttq',
      'https://www.googletagmanager.com/gtag/js?id=G-1',
      'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=K1&lib=kwaiq',
    ]);
  });
  it('no origins, no ids or a look-alike host: nothing', () => {
    expect(pixelPlan({ facebookPixelId: '1005' })).toEqual([]);
    expect(pixelPlan({ scriptOrigins: ['https://connect.facebook.net'] })).toEqual([]);
    expect(pixelPlan({ facebookPixelId: '1005', scriptOrigins: ['https://connect.facebook.net.evil'] })).toEqual([]);
  });
});

describe('loadPixels and firePixels', () => {
  it('adds one async script per pixel, once, with the command queue ready', () => {
    const plan = pixelPlan({ facebookPixelId: '1005', gtagId: 'G-1', scriptOrigins: ['https://connect.facebook.net', 'https://www.googletagmanager.com'] });
    expect(loadPixels(plan)).toEqual(['facebook', 'gtag']);
    expect(loadPixels(plan)).toEqual([]);
    const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[data-pixel]')];
    expect(scripts.map((s) => [s.dataset.pixel, s.src, s.async])).toEqual([
      ['facebook', 'https://connect.facebook.net/en_US/fbevents.js', true],
      ['gtag', 'https://www.googletagmanager.com/gtag/js?id=G-1', true],
    ]);
    const w = window as unknown as { fbq: { queue: unknown[][] }; dataLayer: IArguments[] };
    expect(w.fbq.queue.map((a) => [...a])).toEqual([['init', '1005'], ['track', 'PageView']]);

    firePixels(['facebook', 'gtag'], trackEvent({ kind: 'firstDeposit', amount: 10 }, 'THB', () => 0.25));
    expect([...w.fbq.queue[2]!]).toEqual(['track', 'Purchase', { value: 10, currency: 'THB', content_ids: ['99'], content_type: 'product' }, { eventID: '24999999' }]);
    expect([...w.dataLayer.at(-1)!]).toEqual(['event', 'Purchase', { value: 10, currency: 'THB', content_ids: ['99'], content_type: 'product', event_id: 24999999 }]);
  });

  it('a script that fails to load is removed', () => {
    loadPixels(pixelPlan({ tiktokPixelId: 'TT1', scriptOrigins: ['https://analytics.tiktok.com'] }));
    const script = document.head.querySelector<HTMLScriptElement>('script[data-pixel="tiktok"]')!;
    script.onerror!(new Event('error'));
    expect(document.head.querySelector('script[data-pixel]')).toBeNull();
  });
});
