import type { WireCall, WireMethod } from '../src/lib/wire/define-call.ts';

// A tiny method + exact-path router over the rows of the /wps contract (src/lib/wire/table.ts).
// The contract has no path parameters, so a Map lookup is all it needs. The row is the route:
// the dispatcher reads its `auth` and `encrypted` from it.
//
//   const router = createRouter<Ctx>();
//   router.on(wire.memberInfo, (ctx) => ctx.ok(...));
//   router.match('GET', wire.memberInfo.path)  // -> { route } | { allowed: ['GET'] } | null

export type Method = WireMethod;

export interface Route<Ctx> {
  row: WireCall;
  handle: (ctx: Ctx) => unknown;
}

export type RouteMatch<Ctx> = { route: Route<Ctx> } | { allowed: Method[] } | null;

export interface Router<Ctx> {
  on(row: WireCall, handle: (ctx: Ctx) => unknown): Router<Ctx>;
  match(method: string, path: string): RouteMatch<Ctx>;
  routes(): Route<Ctx>[];
}

export function createRouter<Ctx>(): Router<Ctx> {
  const byPath = new Map<string, Map<string, Route<Ctx>>>();
  const router: Router<Ctx> = {
    on(row, handle) {
      const methods = byPath.get(row.path) ?? new Map<string, Route<Ctx>>();
      if (methods.has(row.method)) throw new Error(`route ${row.method} ${row.path} is registered twice`);
      methods.set(row.method, { row, handle });
      byPath.set(row.path, methods);
      return router;
    },
    match(method, path) {
      const methods = byPath.get(path);
      if (!methods) return null;
      const route = methods.get(method.toUpperCase());
      return route ? { route } : { allowed: [...methods.keys()] as Method[] };
    },
    routes() {
      return [...byPath.values()].flatMap((m) => [...m.values()]);
    },
  };
  return router;
}
