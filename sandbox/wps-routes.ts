import { registerGameRoutes } from './handlers/game';
import { registerGameTrialSyncRoute } from './handlers/game-trial-sync';
import { registerMemberRoutes } from './handlers/member';
import { registerPasswordResetRoutes } from './handlers/password-reset';
import { registerPromotionRoutes } from './handlers/promotions';
import { registerMemberCentreRoutes } from './handlers/member-centre';
import { registerPushRoutes } from './handlers/push';
import { registerRegisterRoutes } from './handlers/register';
import { registerRelayRoutes } from './handlers/relay';
import { registerRewardsRoutes } from './handlers/rewards';
import { registerSessionRoutes } from './handlers/session';
import { registerSystemRoutes } from './handlers/system';
import { registerVerificationRoutes } from './handlers/verification';
import { createRouter } from './router';
import type { WpsContext, WpsRouter } from './wps-context';

/**
 * Every /wps route of the sandbox, one per row of the contract (src/lib/wire/table.ts;
 * docs/wire-contract.md section 5). wps-routes.test.ts checks that none is missing.
 */
export function createWpsRoutes(): WpsRouter {
  // The typed `on` of WpsRouter is the plain router's: handlers are checked where they register.
  const router = createRouter<WpsContext>() as unknown as WpsRouter;
  for (const register of [
    registerSessionRoutes, registerRegisterRoutes, registerMemberRoutes, registerVerificationRoutes,
    registerSystemRoutes, registerRelayRoutes, registerGameRoutes, registerGameTrialSyncRoute, registerPushRoutes,
    registerRewardsRoutes,
    registerPromotionRoutes,
    registerMemberCentreRoutes,
    registerPasswordResetRoutes,
  ]) register(router);
  return router;
}
