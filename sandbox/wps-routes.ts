import { registerGameRoutes } from './handlers/game';
import { registerMemberRoutes } from './handlers/member';
import { registerPushRoutes } from './handlers/push';
import { registerRegisterRoutes } from './handlers/register';
import { registerRelayRoutes } from './handlers/relay';
import { registerSessionRoutes } from './handlers/session';
import { registerSystemRoutes } from './handlers/system';
import { registerVerificationRoutes } from './handlers/verification';
import { createRouter } from './router';
import type { WpsContext, WpsRouter } from './wps-context';

/** Every /wps route of the sandbox; docs/wire-contract.md section 5 has one row per route. */
export function createWpsRoutes(): WpsRouter {
  const router = createRouter<WpsContext>();
  for (const register of [
    registerSessionRoutes, registerRegisterRoutes, registerMemberRoutes, registerVerificationRoutes,
    registerSystemRoutes, registerRelayRoutes, registerGameRoutes, registerPushRoutes,
  ]) register(router);
  return router;
}
