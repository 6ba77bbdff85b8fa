/**
 * Marketing tracking's hand-off: flows say what happened (`track`), the tracking flow sends it
 * (posts the tracking event, fires the browser pixels). Flows never import each other, so the
 * sender registers itself here once its lazy chunk has loaded; what happened before that waits in
 * a short queue. Fire-and-forget: `track` never throws, never waits, never shows anything.
 *
 *   track({ kind: 'register', customerId: '17', customerName: 'newbie01' });
 */
export type TrackKind = 'register' | 'login' | 'firstDeposit' | 'appDownload';

export interface TrackInput {
  kind: TrackKind;
  customerId?: string | number;
  customerName?: string;
  /** Money moved (a deposit): revenue and amount. */
  amount?: number;
}

export type TrackSink = (input: TrackInput) => void;

const MAX_WAITING = 20;
let sink: TrackSink | null = null;
const waiting: TrackInput[] = [];

function deliver(to: TrackSink, input: TrackInput): void {
  try {
    to(input);
  } catch {
    /* tracking never disturbs the player */
  }
}

export function track(input: TrackInput): void {
  if (sink) deliver(sink, input);
  else if (waiting.length < MAX_WAITING) waiting.push(input);
}

/** The tracking flow's sender; what waited is sent now, in order. */
export function setTrackSink(next: TrackSink | null): void {
  sink = next;
  if (next) for (const input of waiting.splice(0)) deliver(next, input);
}
