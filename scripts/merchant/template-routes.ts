/**
 * The template's routes are not written in scripts/merchant/template/manifest.json: `new` builds
 * them from the flows' screen declarations (src/flows/screens.ts), one route per screen at its
 * declared path, aliases and access, with the screen's id as the route id. A screen added to a flow
 * is in every merchant created after it, with no edit here or in the template.
 *
 *   withCatalogueRoutes({ …, flags: {…}, promotionTargets: {…} })
 *   // → { …, flags: {…}, routes: [{ id: 'home', path: '/m/home', aliases: [...], screen: 'home', access: 'public' }, …], promotionTargets: {…} }
 */
import { screenCatalogue } from '../../src/flows/screens.ts';
import type { ScreenDeclaration } from '../../src/runtime/screen-catalogue.ts';
import type { Manifest } from './rebrand';

export function catalogueRoutes(screens: readonly ScreenDeclaration[] = screenCatalogue): Record<string, unknown>[] {
  return screens.map((s) => ({ id: s.id, path: s.path, ...(s.aliases ? { aliases: [...s.aliases] } : {}), screen: s.id, access: s.access }));
}

/** The template with `routes` after `flags`, where a merchant's manifest has them. */
export function withCatalogueRoutes(template: Manifest, screens: readonly ScreenDeclaration[] = screenCatalogue): Manifest {
  const out: Manifest = {};
  for (const [key, value] of Object.entries(template)) {
    if (key === 'routes') continue;
    out[key] = value;
    if (key === 'flags') out.routes = catalogueRoutes(screens);
  }
  if (!('routes' in out)) out.routes = catalogueRoutes(screens);
  return out;
}
