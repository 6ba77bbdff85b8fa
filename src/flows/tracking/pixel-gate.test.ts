import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '@/lib/wire';
import { credentialFields, setCredentialScreen } from '@/state/credential-fields';
import { HELD_MARK, LOADED_MARK, MAX_WAITING_EVENTS, pixelGate } from './pixel-gate';
import type { PixelVendor, PlannedPixel } from './pixel-scripts';

const PLAN: PlannedPixel[] = [{ vendor: 'facebook', id: '1005', src: 'https://connect.facebook.net/en_US/fbevents.js' }];
const event = (eventName: string, eventId = 1): TrackEvent => ({ eventName, eventValue: { eventId }, revenue: 0, amount: 0, currency: 'VND' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const marks = () => performance.getEntriesByType('mark').map((m) => m.name).filter((n) => n.startsWith('marketing-scripts:'));

function deps() {
  const order: string[] = [];
  return {
    order,
    load: vi.fn((plan: readonly PlannedPixel[]): PixelVendor[] => (order.push('load'), plan.map((p) => p.vendor))),
    fire: vi.fn((_vendors: readonly PixelVendor[], e: TrackEvent) => void order.push(`fire ${e.eventName}`)),
    mark: vi.fn(() => void order.push('mark')),
  };
}

// The jsdom thread is shared between files: another file's gate may have left its mark.
beforeEach(() => performance.clearMarks());
afterEach(() => {
  Object.assign(credentialFields, { screen: false, overlays: 0, marketingScript: false });
  performance.clearMarks();
  document.body.innerHTML = '';
});

describe('pixelGate', () => {
  it('no credential field: the document is marked, then the pixels load at once and hear each event', () => {
    const d = deps();
    const gate = pixelGate(PLAN, d);
    gate.fire(event('AppDownload'));
    expect(d.order).toEqual(['mark', 'load', 'fire AppDownload']);
    expect(marks()).toEqual([LOADED_MARK]);
  });

  it('on a credential screen nothing loads; the conversions wait and follow the load when the player leaves', async () => {
    setCredentialScreen(true);
    const d = deps();
    const gate = pixelGate(PLAN, d);
    gate.fire(event('CompleteRegistration', 7));
    gate.fire(event('Login', 8));
    await settled();
    expect(d.order).toEqual([]);
    expect(marks()).toEqual([HELD_MARK]);
    setCredentialScreen(false);
    await settled();
    expect(d.order).toEqual(['mark', 'load', 'fire CompleteRegistration', 'fire Login']);
    expect(d.fire.mock.calls.map(([vendors, e]) => [vendors, e.eventValue])).toEqual([[['facebook'], { eventId: 7 }], [['facebook'], { eventId: 8 }]]);
    expect(marks()).toEqual([HELD_MARK, LOADED_MARK]);
  });

  it(`keeps at most ${MAX_WAITING_EVENTS} waiting events`, async () => {
    setCredentialScreen(true);
    const d = deps();
    const gate = pixelGate(PLAN, d);
    for (let i = 0; i < MAX_WAITING_EVENTS + 5; i++) gate.fire(event('Login', i));
    setCredentialScreen(false);
    await settled();
    expect(d.fire).toHaveBeenCalledTimes(MAX_WAITING_EVENTS);
  });

  it('a credential input nobody declared keeps the pixels out and says so', () => {
    document.body.innerHTML = '<input type="password">';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps();
    pixelGate(PLAN, d).fire(event('Login'));
    expect(d.order).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no screen or overlay declared'));
    expect(marks()).toEqual([HELD_MARK]);
  });

  it('a one-time-code field counts as a credential field too', () => {
    document.body.innerHTML = '<input autocomplete="one-time-code">';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps();
    pixelGate(PLAN, d);
    expect(d.load).not.toHaveBeenCalled();
  });

  it('no pixel planned: nothing is marked, events go nowhere', () => {
    const d = deps();
    pixelGate([], d).fire(event('Login'));
    expect(d.order).toEqual([]);
    expect(marks()).toEqual([]);
  });
});
