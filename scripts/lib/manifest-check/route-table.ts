/**
 * The manifest's routes as lookup tables, read defensively: the checks run even when the schema
 * found problems, so every field may be missing or of the wrong type.
 */
import { asArray, isObject } from './types';

export interface RouteInfo {
  index: number;
  id?: string;
  path?: string;
  aliases: string[];
  screen?: string;
  access?: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function readRoutes(manifest: unknown): RouteInfo[] {
  const routes = isObject(manifest) ? asArray(manifest.routes) : [];
  return routes.map((r, index) => {
    const route = isObject(r) ? r : {};
    return {
      index,
      id: str(route.id),
      path: str(route.path),
      aliases: asArray(route.aliases).filter((a): a is string => typeof a === 'string'),
      screen: str(route.screen),
      access: str(route.access),
    };
  });
}

/** First route per id. */
export const routesById = (routes: RouteInfo[]): Map<string, RouteInfo> => {
  const map = new Map<string, RouteInfo>();
  for (const r of routes) if (r.id !== undefined && !map.has(r.id)) map.set(r.id, r);
  return map;
};

/** Every served path (paths and aliases) -> the first route serving it and where it is written. */
export type ServedPaths = Map<string, { route: RouteInfo; at: string }>;

export function routesByPath(routes: RouteInfo[]): ServedPaths {
  const map: ServedPaths = new Map();
  for (const r of routes) {
    const paths: [string | undefined, string][] = [[r.path, `/routes/${r.index}/path`]];
    r.aliases.forEach((alias, i) => paths.push([alias, `/routes/${r.index}/aliases/${i}`]));
    for (const [path, at] of paths) if (path !== undefined && !map.has(path)) map.set(path, { route: r, at });
  }
  return map;
}
