import { loadMerchants } from './merchants';
import type { Scenario } from './scenario';

/**
 * Scenario popups "none" for every merchant of a directory, as `startSandbox({ scenarios })` takes
 * them: no announcement popup and no welcome image covers the page. The e2e fixture, the byte
 * budget and the benches start with it; the demo (`npm start`, `npm run dev`) shows the popups.
 */
export function quietPopups(merchantsDir = 'merchants'): Record<string, Scenario> {
  return Object.fromEntries(loadMerchants(merchantsDir).merchants.map((m) => [m.merchantCode, { popups: 'none' }]));
}
