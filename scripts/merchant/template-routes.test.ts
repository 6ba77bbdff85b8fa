// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenCatalogue } from '../../src/flows/screens.ts';
import { requiredRouteFindings } from '../lib/manifest-check/required-routes';
import { readRoutes, routesByPath } from '../lib/manifest-check/route-table';
import { TEMPLATE } from './new';
import { repoRoot } from './test-support';
import { withCatalogueRoutes } from './template-routes';

describe("the template's routes", () => {
  const template = JSON.parse(readFileSync(join(repoRoot, TEMPLATE), 'utf8')) as Record<string, unknown>;

  it('are not written in the template file: new builds them from the flows\' declarations', () => {
    expect(template).not.toHaveProperty('routes');
    const built = withCatalogueRoutes(template);
    expect(Object.keys(built).indexOf('routes')).toBe(Object.keys(built).indexOf('flags') + 1);
    expect((built.routes as { screen: string }[]).map((r) => r.screen)).toEqual(screenCatalogue.map((s) => s.id));
    expect(built.routes).toContainEqual({ id: 'home', path: '/m/home', aliases: ['/m/index', '/m/index.html'], screen: 'home', access: 'public' });
  });

  it('serve every required route (a screen added to a flow is in the next merchant with no other edit)', () => {
    const extra = { id: 'extra', path: '/m/extra', access: 'member', onStale: 'go-home', title: 'screen.extra' } as const;
    const built = withCatalogueRoutes(template, [...screenCatalogue, extra]);
    expect(requiredRouteFindings(routesByPath(readRoutes(built)), [...screenCatalogue.filter((s) => !s.optional), extra])).toEqual([]);
    expect(requiredRouteFindings(routesByPath(readRoutes(withCatalogueRoutes(template))), [extra]).map((f) => f.message)).toEqual([
      'missing the required route "/m/extra": add a route with path "/m/extra" and screen "extra"',
    ]);
  });
});
