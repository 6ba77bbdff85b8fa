// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as wire from '../src/lib/wire/table.ts';
import { createRouter } from './router';
import type { WpsContext, WpsRouter } from './wps-context';
import { createWpsRoutes } from './wps-routes';

describe('the sandbox serves the contract', () => {
  it('registers exactly one route per row of src/lib/wire/table.ts, by the row itself', () => {
    const routes = createWpsRoutes().routes();
    const rows = Object.values(wire);
    expect(routes).toHaveLength(rows.length);
    for (const row of rows) expect(routes.some((route) => route.row === row), `${row.method} ${row.path}`).toBe(true);
  });

  it('types a handler by its row (compile-time checks; tsc -p tsconfig.node.json runs them)', () => {
    const router = createRouter<WpsContext>() as unknown as WpsRouter;
    router.on(wire.memberLanguage, (ctx) => (typeof ctx.body.language === 'string' ? ctx.ok(null) : ctx.fail('language.invalid')));
    // @ts-expect-error the answer of member info is an object, not a string
    router.on(wire.memberInfo, (ctx) => ctx.ok('not member info'));
    // @ts-expect-error the change-password body has no field `lang`
    router.on(wire.changePassword, (ctx) => (ctx.body.lang ? ctx.ok(null) : ctx.ok(null)));
    // @ts-expect-error a handler answers with ctx.ok / ctx.fail, not a bare value
    router.on(wire.ping, () => ({ pong: true, time: 1, speed: null }));
    expect(router.routes()).toHaveLength(4);
  });
});
