import { api } from '@/lib/http';
import { serverSideTrackingInfo } from '@/lib/native-bridge';
import { storage } from '@/lib/storage';
import { depositSettings } from '@/lib/wire/calls/deposit-settings';
import { systemCountry } from '@/lib/wire/calls/system-country';
import { trackEvents } from '@/lib/wire/calls/track-events';
import { resolveLiveSettings } from '@/runtime/steps/live-settings';
import type { Site } from '@/runtime/site';
import { session } from '@/state/session';
import { setTrackSink, track, type TrackInput } from '@/state/tracking';
import { subscribe } from 'valtio';
import { pixelGate, type PixelGate } from './pixel-gate';
import { pixelPlan } from './pixel-scripts';
import { firstDepositStep, trackEvent } from './tracking-events';

/**
 * The tracking flow's lazy chunk, started after the first paint (index.ts): loads the pixels the
 * merchant configured (when no credential field is on screen: pixel-gate.ts), becomes the sender
 * of `track()` (state/tracking.ts), and notices a member's first deposit. Everything here is
 * fire-and-forget: a failure is swallowed, nothing is shown, nothing the player does waits for it.
 */
const CURRENCY_WAIT_MS = 3000;
/** A first-deposit check at most this often (the page coming back to the front after the cashier). */
const DEPOSIT_CHECK_GAP_MS = 60_000;
/** Per member on this device: 'N' seen without a deposit, 'reported' the first deposit was sent. */
const DEPOSIT_KEY = 'tracked-first-deposit';

/** After the first paint, the pixels and the first-deposit check wait this much longer: the page's own requests go first. */
export const SETTLE_MS = 1500;

let started = false;

export function startTracking(site: Site, settleMs = SETTLE_MS): void {
  if (started) return;
  started = true;
  setTimeout(() => {
    try {
      begin(site);
    } catch {
      /* no tracking, never an error the player sees */
    }
  }, settleMs);
}

function begin(site: Site): void {
  const pixels = pixelGate(pixelPlan(resolveLiveSettings(site).analytics));
  let currency: Promise<string> | null = null;
  const currencyOf = (): Promise<string> => {
    currency ??= Promise.race([
      api.call(systemCountry, { params: { _: site.manifest.merchantCode }, cache: true }).then((c) => c.currency ?? ''),
      new Promise<string>((resolve) => setTimeout(() => resolve(''), CURRENCY_WAIT_MS)),
    ])
      .catch(() => '')
      .then((code) => {
        if (!code) currency = null; // not known yet: the next event asks again
        return code;
      });
    return currency;
  };
  setTrackSink((input) => void send(input, currencyOf, pixels).catch(() => undefined));
  watchFirstDeposit();
}

/** The server's copy is posted at once; the pixels hear of it now or once they load (a login or registration: on the next page). */
async function send(input: TrackInput, currencyOf: () => Promise<string>, pixels: PixelGate): Promise<void> {
  const who = session.info;
  const filled: TrackInput = { ...input, customerId: input.customerId ?? who?.id, customerName: input.customerName ?? who?.userName };
  const event = trackEvent(filled, await currencyOf());
  pixels.fire(event);
  const serverSide = serverSideTrackingInfo();
  await api.call(trackEvents, { body: { events: JSON.stringify([event]), ...(serverSide ? { serverSideTracking: serverSide } : {}) } });
}

/**
 * A first deposit is reported once, when this device saw the member without one ('N') and now
 * sees one ('Y'): a member who deposited long ago and logs in on a new device is not reported
 * again. Deposit settings are asked at a login (the baseline), when the page comes back to the
 * front (the cashier is another page), and at start only for a member last seen without one; at
 * most once a minute otherwise.
 */
function watchFirstDeposit(): void {
  let lastCheck = 0;
  const seenAll = () => storage.getJson<Record<string, string>>('local', DEPOSIT_KEY) ?? {};
  const check = (force: boolean) => {
    const who = session.info;
    if (!who?.token || seenAll()[who.id] === 'reported') return;
    if (!force && Date.now() - lastCheck < DEPOSIT_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    void api.call(depositSettings).then((s) => {
      const seen = seenAll();
      const next = firstDepositStep(seen[who.id], s);
      if (next.record === seen[who.id]) return;
      if (next.record) seen[who.id] = next.record;
      storage.setJson('local', DEPOSIT_KEY, seen);
      if (next.report) track({ kind: 'firstDeposit', customerId: who.id, customerName: who.userName });
    }, () => undefined);
  };
  if (session.info && seenAll()[session.info.id] === 'N') check(true);
  let token = session.info?.token;
  subscribe(session, () => {
    if (session.info?.token === token) return;
    token = session.info?.token;
    check(true);
  });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check(false));
}
