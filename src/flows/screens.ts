import { announcementsScreens } from './announcements/screens';
import { authScreens } from './auth/screens';
import { gamesScreens } from './games/screens';
import { installScreens } from './install/screens';
import { memberScreens } from './member/screens';
import { promotionsScreens } from './promotions/screens';
import { rewardsScreens } from './rewards/screens';
import type { ScreenDeclaration } from '../runtime/screen-catalogue';

/**
 * Every flow's screen declarations, by flow folder: the one list of what the product's screens
 * are (runtime/screen-catalogue.ts). Node-safe data for scripts, the sandbox and tests: `npm run
 * gen` writes the schema's screen ids and `runtime/screen-rules.generated.ts` (the part the app
 * needs) from it, the merchant CLI builds the template's routes from it, and the manifest checks
 * read it. Not imported by the app: the bundle gets the generated rules only.
 *
 * A flow with screens is one line here (screens.test.ts fails on a flow's screens.ts that is
 * missing, and on a declaration without a component in the flow's index.ts or the reverse).
 */
export const screensByFlow: Readonly<Record<string, readonly ScreenDeclaration[]>> = {
  games: gamesScreens,
  auth: authScreens,
  member: memberScreens,
  install: installScreens,
  promotions: promotionsScreens,
  rewards: rewardsScreens,
  announcements: announcementsScreens,
};

export const screenCatalogue: readonly ScreenDeclaration[] = Object.values(screensByFlow).flat();
