import type { ReactNode } from 'react';
import { SystemNoticeScreen } from '@/flows/notices';
import { useFeatures } from '@/runtime/site';

/**
 * What stands between the player and the routes when the site says so: region
 * or IP restriction shows Access Denied, maintenance the System Maintenance screen. Restriction
 * comes first: a player who may not use the site has nothing to wait for. Renders the routes when
 * neither applies.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { regionRestricted, maintenance } = useFeatures();
  if (!regionRestricted && !maintenance.active) return <>{children}</>;
  return <SystemNoticeScreen kind={regionRestricted ? 'access-denied' : 'maintenance'} />;
}
