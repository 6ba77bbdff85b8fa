import { statusFailureOf, type SystemStatus } from '@/runtime/steps/system-status';
import { showLoading } from '@/state/loading';
import { refetchStatus } from './refetch-status';
import { reportStatusFailure } from './status-failure';

export { statusFailureOf };

export type MaintenanceCheck =
  | { kind: 'cleared' }
  | { kind: 'still'; endsAt: number | null }
  | { kind: 'failed' };

/**
 * The maintenance screen's retry: asks the status again under the spinner. `cleared` when the
 * server no longer says maintenance (the caller then enters the app); `still` with the end time
 * it says now; `failed` when the call failed, after the status-failure handling.
 */
export async function checkMaintenance(
  spinnerMs: number,
  fetchStatus: () => Promise<Pick<SystemStatus, 'maintenance' | 'maintenanceEnd'>> = refetchStatus,
): Promise<MaintenanceCheck> {
  const done = showLoading(spinnerMs);
  try {
    const status = await fetchStatus();
    return status.maintenance ? { kind: 'still', endsAt: status.maintenanceEnd } : { kind: 'cleared' };
  } catch (error) {
    reportStatusFailure(statusFailureOf(error));
    return { kind: 'failed' };
  } finally {
    done();
  }
}
