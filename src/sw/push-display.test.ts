// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openNotificationTarget, pushDisplay, readPushData, safeTarget } from './push-display';

const ORIGIN = 'https://m.luckyvn.example';

describe('pushDisplay', () => {
  it('shows an FCM notification with its body, icon and tap target', () => {
    const display = pushDisplay(
      {
        notification: { title: ' Draw results ', body: 'Numbers are out', icon: '/m/merchants/luckyvn/icon-192.png', click_action: '/m/promotion' },
        data: { link: '/m/promotion?id=7' },
        fcmMessageId: 'x',
      },
      ORIGIN,
    );
    expect(display).toEqual({
      title: 'Draw results',
      options: { body: 'Numbers are out', icon: `${ORIGIN}/m/merchants/luckyvn/icon-192.png`, data: { url: `${ORIGIN}/m/promotion` } },
    });
  });

  it('prefers fcmOptions.link, then click_action, then data.link', () => {
    const base = { notification: { title: 'T', click_action: '/m/b' }, data: { link: '/m/c' } };
    expect(pushDisplay({ ...base, fcmOptions: { link: '/m/a' } }, ORIGIN)?.options.data.url).toBe(`${ORIGIN}/m/a`);
    expect(pushDisplay(base, ORIGIN)?.options.data.url).toBe(`${ORIGIN}/m/b`);
    expect(pushDisplay({ ...base, notification: { title: 'T' } }, ORIGIN)?.options.data.url).toBe(`${ORIGIN}/m/c`);
  });

  it('reads a data-only message', () => {
    expect(pushDisplay({ data: { title: 'Bonus', body: 'A gift', tag: 'bonus' } }, ORIGIN)).toEqual({
      title: 'Bonus',
      options: { body: 'A gift', tag: 'bonus', data: { url: `${ORIGIN}/m/home` } },
    });
  });

  it('gives a body-only message the host as its title', () => {
    expect(pushDisplay({ notification: { body: 'Hello' } }, ORIGIN)?.title).toBe('m.luckyvn.example');
  });

  it('shows nothing without a title or body, or for what is not an object', () => {
    for (const payload of [null, 'text', 3, [], {}, { notification: { title: '  ' } }, { data: { link: '/m/a' } }]) {
      expect(pushDisplay(payload, ORIGIN)).toBeNull();
    }
  });

  it('sends a tap to another site, a script URL or outside /m/ to /m/home', () => {
    for (const link of ['https://evil.example/m/home', '//evil.example/m/', 'javascript:alert(1)', '/wps/session', 'http://m.luckyvn.example/m/home']) {
      expect(pushDisplay({ notification: { title: 'T', click_action: link } }, ORIGIN)?.options.data.url).toBe(`${ORIGIN}/m/home`);
    }
  });

  it('drops icons that are neither https nor same-origin, and caps long texts', () => {
    const display = pushDisplay({ notification: { title: 'x'.repeat(500), body: 'y'.repeat(1000), icon: 'data:image/png;base64,AAAA', image: 'http://cdn.example/a.png' } }, ORIGIN);
    expect(display?.title).toHaveLength(120);
    expect(display?.options.body).toHaveLength(400);
    expect(display?.options.icon).toBeUndefined();
    expect(display?.options.image).toBeUndefined();
  });
});

describe('safeTarget', () => {
  it('keeps same-origin paths under /m/ as absolute URLs', () => {
    expect(safeTarget('/m/game?id=1#x', ORIGIN)).toBe(`${ORIGIN}/m/game?id=1#x`);
    expect(safeTarget(`${ORIGIN}/m/home`, ORIGIN)).toBe(`${ORIGIN}/m/home`);
    expect(safeTarget('', ORIGIN)).toBeNull();
    expect(safeTarget(42, ORIGIN)).toBeNull();
    expect(safeTarget('http://[bad', ORIGIN)).toBeNull();
  });
});

describe('readPushData', () => {
  it('is null for no data or data that is not JSON', () => {
    expect(readPushData(null)).toBeNull();
    expect(readPushData({ json: () => { throw new SyntaxError('x'); } })).toBeNull();
    expect(readPushData({ json: () => ({ a: 1 }) })).toEqual({ a: 1 });
  });
});

describe('openNotificationTarget', () => {
  const clients = (urls: string[]) => {
    const focused: string[] = [];
    const opened: string[] = [];
    return {
      focused,
      opened,
      matchAll: async () => urls.map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url: string) => opened.push(url),
    };
  };

  it('focuses a window already on the target page', async () => {
    const c = clients([`${ORIGIN}/m/home`, `${ORIGIN}/m/promotion`]);
    expect(await openNotificationTarget(c, `${ORIGIN}/m/promotion`)).toBe('focused');
    expect(c.focused).toEqual([`${ORIGIN}/m/promotion`]);
    expect(c.opened).toEqual([]);
  });

  it('opens a new window rather than navigating one that may hold a form', async () => {
    const c = clients([`${ORIGIN}/m/register`]);
    expect(await openNotificationTarget(c, `${ORIGIN}/m/promotion`)).toBe('opened');
    expect(c.opened).toEqual([`${ORIGIN}/m/promotion`]);
    expect(c.focused).toEqual([]);
  });
});
