import { AccessDeniedView } from './access-denied-view';
import { DomainErrorView } from './domain-error-view';
import { InThai } from './in-language';
import { MaintenanceView } from './maintenance-view';
import en from '@/locales/notices/EN.json';

const noop = () => undefined;
const noEnglish = { title: null, description: null };
const english = { title: en['notice.maintenance_title'], description: en['notice.maintenance_desc'] };

export const MaintenanceWithEndTime = () => (
  <MaintenanceView endsAtText="Mar 18, 2030, 12:46 AM GMT+7" english={noEnglish} retrying={false} onRetry={noop} onContact={noop} />
);
export const MaintenanceWithoutEndTime = () => (
  <MaintenanceView endsAtText={null} english={noEnglish} retrying={false} onRetry={noop} onContact={noop} />
);
export const MaintenanceRetrying = () => (
  <MaintenanceView endsAtText="Mar 18, 2030, 12:46 AM GMT+7" english={noEnglish} retrying onRetry={noop} onContact={noop} />
);
export const MaintenanceThaiWithEnglishCopy = () => (
  <InThai>
    <MaintenanceView endsAtText="18 มี.ค. 2573 0:46 GMT+7" english={english} retrying={false} onRetry={noop} onContact={noop} />
  </InThai>
);

export const AccessDeniedWithIp = () => <AccessDeniedView ip="203.0.113.7" englishDescription={null} onContact={noop} />;
export const AccessDeniedWithoutIp = () => <AccessDeniedView ip={null} englishDescription={null} onContact={noop} />;
export const AccessDeniedThaiWithEnglishCopy = () => (
  <InThai>
    <AccessDeniedView ip="2001:db8::7" englishDescription={en['notice.access_denied_desc']} onContact={noop} />
  </InThai>
);

export const DomainErrorServerMessage = () => (
  <DomainErrorView message="This domain is not available. Please use another domain or contact support." busy={false} onRetry={noop} onContact={noop} />
);
export const DomainErrorNoMessage = () => <DomainErrorView message="Error" busy={false} onRetry={noop} onContact={noop} />;
export const DomainErrorRetrying = () => <DomainErrorView message="Error" busy onRetry={noop} onContact={noop} />;
