import { STORE_KEYS, storage } from '@/lib/storage';
import { fetchSystemStatus, type SystemStatus } from '@/runtime/steps/system-status';

/** GET /wps/system/status again, with the parameters app/boot.ts sends at start-up. */
export function refetchStatus(): Promise<SystemStatus> {
  const registration = storage.getJson<{ originalDomain?: string }>('local', STORE_KEYS.registrationInfo);
  return fetchSystemStatus({
    track: new URLSearchParams(location.search).get('track') ?? '',
    originalDomain: registration?.originalDomain ?? location.hostname,
  });
}
