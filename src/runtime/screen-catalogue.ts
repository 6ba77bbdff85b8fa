import type { WhiteLabelFlags } from './merchant-manifest.generated';
import type { FeatureSet } from './steps/resolve-features';

/**
 * What one screen is, declared once by the flow that owns it (`src/flows/<flow>/screens.ts`) and
 * derived everywhere else: the schema's screen ids and the merchant template's routes
 * (`npm run gen`, `npm run merchant -- new`), the routes every merchant must serve, the CLI's flag
 * warnings, and the few facts the running app needs (`runtime/screen-rules.generated.ts`: which
 * feature offers a screen, which screens reload in place, the member centre's entries). The list
 * of every flow's declarations is `src/flows/screens.ts` (docs/decisions.md, "One catalogue of
 * screens").
 *
 * Data only, no React and no imports but types: scripts, the sandbox and the tests read these
 * modules in Node, and nothing here enters the bundle by itself.
 *
 *   export const memberScreens = defineScreens([
 *     { id: 'feedback', path: '/m/feedback', access: 'member-else-home', accessFixed: true,
 *       onStale: 'go-home', title: 'screen.feedback', entries: [{ kind: 'member-centre', order: 60 }] },
 *   ]);
 */
export type ScreenAccess = 'public' | 'member' | 'member-else-home';

/** A FeatureSet field of the shape `{ enabled: boolean }`: what may offer a screen. */
export type OfferFeature = { [K in keyof FeatureSet]: FeatureSet[K] extends { enabled: boolean } ? K : never }[keyof FeatureSet];

/**
 * A way into the screen that the product itself draws (entries the manifest draws by route id,
 * such as banners, promotion targets and bottom-bar items, can lead to any screen):
 * - `member-centre`: a row of the member centre's list, in ascending `order`;
 * - `chat-button`: the chat button (`overlays.chatButton`) and the bottom bar's chat place.
 */
export type ScreenEntry = { kind: 'member-centre'; order: number } | { kind: 'chat-button' };

export interface ScreenDeclaration {
  /** The manifest's `routes[].screen` (and the template's route id). */
  id: string;
  /** The default path: the template's route, and the path every merchant serves unless `optional`. */
  path: `/m/${string}`;
  aliases?: readonly `/m/${string}`[];
  /** The template's access rule. */
  access: ScreenAccess;
  /** Every merchant must keep `access` (login and registration are public: a members-only login would send to itself). */
  accessFixed?: true;
  /** A merchant may leave the screen out (otherwise `npm run validate-merchants` asks for its route). */
  optional?: true;
  /**
   * The screen exists only while a feature is on: `feature` is the FeatureSet field whose
   * `.enabled` offers it, `flag` the manifest flag behind it (the CLI warns about an entry that
   * leads to it while the flag is off). No entry leads to a screen that is not offered.
   */
  offeredBy?: { feature: OfferFeature; flag: keyof WhiteLabelFlags };
  /**
   * After a redeploy, when the page's code is older than the server's: `reload` in place (the
   * screen's state survives a reload), or `go-home`.
   */
  onStale: 'reload' | 'go-home';
  /** i18n key of the screen's name: its header, and the label of an entry that leads to it. */
  title: string;
  /** i18n key of a one-line description, for a screen that has one (none has yet: pages take theirs from the manifest's pageMeta). */
  description?: string;
  entries?: readonly ScreenEntry[];
  /**
   * The screen shows a member exactly what it shows a visitor, and why: the accessibility sweep
   * then checks it as a visitor only (tests/e2e/support/surfaces.ts).
   */
  sameForMember?: string;
}

/** Types a flow's declarations (and keeps their literal ids). */
export function defineScreens<const T extends readonly ScreenDeclaration[]>(screens: T): T {
  return screens;
}
