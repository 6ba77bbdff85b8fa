import type { WireCall } from '../define-call';

/** `events`: a JSON string of TrackEvent[]. */
export const trackEvents: WireCall<{ body: { events: string } }, { accepted: number }> = { method: 'POST', path: '/wps/relay/MCSFE_trackEvents', auth: 'public', alert: 'dialog' };
