// A tiny method + exact-path router. The sandbox has ~40 fixed paths and no path parameters,
// so a Map lookup is all it needs (express would be overkill for dev tooling).
//
//   const router = createRouter<Ctx>();
//   router.add('GET', '/wps/member/info', { auth: true }, (ctx) => ctx.ok(...));
//   router.match('GET', '/wps/member/info')  // -> { route } | { allowed: ['GET'] } | null

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteOptions {
  /** Needs a valid `Authorization` token; otherwise the dispatcher answers CUSTOMER_NOT_LOGIN. */
  auth?: boolean;
  /** The body must be an encrypted payload (wire contract section 3); plaintext -> decrypt.required. */
  encrypted?: boolean;
}

export interface Route<Ctx> extends RouteOptions {
  method: Method;
  path: string;
  handle: (ctx: Ctx) => unknown;
}

export type RouteMatch<Ctx> = { route: Route<Ctx> } | { allowed: Method[] } | null;

export interface Router<Ctx> {
  add(method: Method, path: string, options: RouteOptions, handle: (ctx: Ctx) => unknown): Router<Ctx>;
  match(method: string, path: string): RouteMatch<Ctx>;
  routes(): Route<Ctx>[];
}

export function createRouter<Ctx>(): Router<Ctx> {
  const byPath = new Map<string, Map<string, Route<Ctx>>>();
  const router: Router<Ctx> = {
    add(method, path, options, handle) {
      const methods = byPath.get(path) ?? new Map<string, Route<Ctx>>();
      if (methods.has(method)) throw new Error(`route ${method} ${path} is registered twice`);
      methods.set(method, { ...options, method, path, handle });
      byPath.set(path, methods);
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
