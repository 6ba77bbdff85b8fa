import type { WireCall } from '../define-call';

/**
 * `events`: a JSON string of TrackEvent[]; `serverSideTracking`: the native app's attribution ids
 * (adAppToken, gpsAdid, adid, afAppId, appsflyerId, afAdvertisingId, afOaid, idfa, idfv) when the
 * page runs in the app shell. Fire-and-forget: no dialog on failure, a short timeout.
 */
export const trackEvents: WireCall<{ body: { events: string; serverSideTracking?: Record<string, string> } }, { accepted: number }> = {
  method: 'POST',
  path: '/wps/relay/MCSFE_trackEvents',
  auth: 'public',
  alert: 'caller',
  timeoutMs: 5000,
};
