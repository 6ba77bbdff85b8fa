import { ConfigInvalidScreen } from './config-invalid-screen';
import { ScreenFailedView } from './screen-failed-view';

const noop = () => undefined;

export const ConfigInvalid = () => (
  <ConfigInvalidScreen merchantId="luckyvn" reason="invalid" onRetry={noop}
    details={['/merchantCdoe: must NOT have additional properties', '/languages/default: must be equal to one of the allowed values']} />
);
export const ConfigUnreachable = () => (
  <ConfigInvalidScreen merchantId="siamspin" reason="unreachable" onRetry={noop} details={['HTTP 503 for /m/merchants/siamspin/manifest.json']} />
);
export const ScreenFailed = () => <ScreenFailedView homePath="/m/home" offline={false} onRetry={noop} />;
export const HomeFailed = () => <ScreenFailedView offline={false} onRetry={noop} />;
export const ScreenFailedOffline = () => <ScreenFailedView homePath="/m/home" offline onRetry={noop} />;
