import { lazy, Suspense, type ReactNode } from 'react';
import { useFeatures } from '@/runtime/site';

// Its own chunk, fetched only when the status says so.
const SystemNoticeScreen = lazy(() => import('@/flows/notices/system-notice-screen'));

/**
 * What stands between the player and the routes when the site says so (spec section 8): region
 * or IP restriction shows Access Denied, maintenance the System Maintenance screen. Restriction
 * comes first: a player who may not use the site has nothing to wait for. Renders the routes when
 * neither applies.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { regionRestricted, maintenance } = useFeatures();
  if (!regionRestricted && !maintenance.active) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <SystemNoticeScreen kind={regionRestricted ? 'access-denied' : 'maintenance'} />
    </Suspense>
  );
}
