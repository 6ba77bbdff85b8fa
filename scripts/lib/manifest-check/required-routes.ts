/**
 * The routes every merchant must serve: one per screen the product does not mark optional, at the
 * path and aliases its flow declares (src/flows/screens.ts, each flow's screens.ts). A merchant
 * may choose ids, add routes and aliases, and choose access (e.g. a members-only home), except
 * where a screen fixes it (`accessFixed`: /m/inviteFriends is public, /m/feedback sends visitors
 * home, and login and registration are public: a members-only login page would redirect to itself).
 */
import { screenCatalogue } from '../../../src/flows/screens.ts';
import type { ScreenDeclaration } from '../../../src/runtime/screen-catalogue.ts';
import type { ServedPaths } from './route-table';
import type { Finding } from './types';

export const requiredScreens: readonly ScreenDeclaration[] = screenCatalogue.filter((s) => !s.optional);

const knownScreens = new Set(screenCatalogue.map((s) => s.id));

/** `served`: routesByPath(readRoutes(manifest)). */
export function requiredRouteFindings(served: ServedPaths, screens: readonly ScreenDeclaration[] = requiredScreens): Finding[] {
  const out: Finding[] = [];
  for (const spec of screens) {
    for (const path of [spec.path, ...(spec.aliases ?? [])]) {
      const hit = served.get(path);
      if (!hit) {
        const how = path === spec.path ? `add a route with path "${path}" and screen "${spec.id}"` : `add it to the aliases of the "${spec.id}" route`;
        out.push({ pointer: '/routes', message: `missing the required route ${JSON.stringify(path)}: ${how}` });
      } else if (hit.route.screen !== undefined && knownScreens.has(hit.route.screen) && hit.route.screen !== spec.id) {
        // (an unknown screen name already has a schema error with a did-you-mean)
        out.push({ pointer: `${hit.at}`, message: `${JSON.stringify(path)} must render screen "${spec.id}", not ${JSON.stringify(hit.route.screen)}` });
      } else if (path === spec.path && spec.accessFixed && hit.route.access !== undefined && hit.route.access !== spec.access) {
        out.push({ pointer: `/routes/${hit.route.index}/access`, message: `expected "${spec.access}" for ${path} (a route every merchant serves), got ${JSON.stringify(hit.route.access)}` });
      }
    }
  }
  return out;
}
