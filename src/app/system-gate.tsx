import type { ReactNode } from 'react';

/**
 * What stands between the player and the routes when the site says so (maintenance, region
 * restriction). Renders the routes when nothing does.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
