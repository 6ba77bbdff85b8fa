import type { TrackEvent } from '@/lib/wire';
import { markMarketingScript, whenNoCredentialFields } from '@/state/credential-fields';
import { firePixels, loadPixels, type PixelVendor, type PlannedPixel } from './pixel-scripts';

/**
 * When the pixels load: never while a credential field is on screen (a screen or an overlay that
 * declares one, state/credential-fields.ts), so at once on home and the other pages, and on the
 * login, register and change-password pages only once the player has left them (in the app: the
 * move to home after a login loads them then). Conversions told before wait here (20 at most)
 * and reach the pixels right after the pixels' own first commands (init, page view), with the
 * event id the server's copy got.
 *
 * Performance marks say what was decided, for tools and tests (no screen shows it):
 * `marketing-scripts:held` when the pixels had to wait, `marketing-scripts:loaded` when they went in.
 *
 * A credential input on screen that nothing declared (a screen or overlay that forgot to) keeps the
 * pixels out of this document for good, and says so on the console: the rule holds even then.
 */
export interface PixelGate {
  /** Tells the pixels of an event, now or once they are loaded. */
  fire(event: TrackEvent): void;
}

export const MAX_WAITING_EVENTS = 20;
export const HELD_MARK = 'marketing-scripts:held';
export const LOADED_MARK = 'marketing-scripts:loaded';

/** Inputs that are credential fields whoever renders them. */
export const CREDENTIAL_INPUTS = 'input[type="password"], input[autocomplete~="one-time-code"], input[autocomplete~="current-password"], input[autocomplete~="new-password"]';

export interface PixelGateDeps {
  when: (run: () => void) => unknown;
  load: (plan: readonly PlannedPixel[]) => PixelVendor[];
  fire: (vendors: readonly PixelVendor[], event: TrackEvent) => void;
  mark: () => void;
  doc: Document;
}

const DEFAULTS: PixelGateDeps = { when: whenNoCredentialFields, load: loadPixels, fire: firePixels, mark: markMarketingScript, doc: document };

export function pixelGate(plan: readonly PlannedPixel[], deps: Partial<PixelGateDeps> = {}): PixelGate {
  if (!plan.length) return { fire: () => undefined };
  const { when, load, fire, mark, doc } = { ...DEFAULTS, ...deps };
  let vendors: PixelVendor[] | null = null;
  const waiting: TrackEvent[] = [];
  const loaded = (): boolean => vendors !== null;
  when(() => {
    if (doc.querySelector(CREDENTIAL_INPUTS)) {
      console.error('Marketing scripts are not loaded: a credential field is on screen that no screen or overlay declared (state/credential-fields.ts).');
      return;
    }
    mark(); // first: from now on a credential screen opens in a new document
    vendors = load(plan);
    performance.mark(LOADED_MARK);
    for (const event of waiting.splice(0)) fire(vendors, event);
  });
  if (!loaded()) performance.mark(HELD_MARK);
  return {
    fire(event) {
      if (vendors) fire(vendors, event);
      else if (waiting.length < MAX_WAITING_EVENTS) waiting.push(event);
    },
  };
}
