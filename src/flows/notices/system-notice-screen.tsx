import AccessDeniedScreen from './access-denied-screen';
import MaintenanceScreen from './maintenance-screen';

// The domain-error modal shares this chunk: all the rare notices arrive together, in one request.
export { default as DomainErrorModal } from './domain-error-modal';

/** What app/system-gate.tsx shows instead of the routes; both notices share one lazy chunk. */
export default function SystemNoticeScreen({ kind }: { kind: 'access-denied' | 'maintenance' }) {
  return kind === 'access-denied' ? <AccessDeniedScreen /> : <MaintenanceScreen />;
}
