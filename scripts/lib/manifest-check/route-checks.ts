/**
 * Cross-references inside one manifest that a JSON Schema cannot express:
 * - route ids and served paths (paths and aliases together) are unique;
 * - promotionTargets, overlays.installPrompt.loginRouteId, overlays.chatButton.loginRouteId,
 *   overlays.banners[].routeId and overlays.bottomNav.items[].routeId name an existing route (with
 *   did-you-mean), and login targets are public (a member-only login route would loop); a bottom
 *   navigation entry is either a route or the chat entry;
 * - a promotion type mapped to nothing (null) says why in promotionTargetNotes, and only such a
 *   type has a note there (a note beside a target is stale);
 * - pageMeta keys are paths some route serves.
 */
import { didYouMean } from './did-you-mean';
import { pointer } from './json-pointer';
import { readRoutes, routesById, routesByPath } from './route-table';
import type { RouteInfo, ServedPaths } from './route-table';
import { asArray, isObject } from './types';
import type { Finding } from './types';

export const DOWNLOAD_HANDLER = 'download-handler';

function uniqueness(routes: RouteInfo[]): Finding[] {
  const out: Finding[] = [];
  const ids = new Map<string, number>();
  const paths = new Map<string, string>();
  for (const r of routes) {
    if (r.id !== undefined) {
      const first = ids.get(r.id);
      if (first === undefined) ids.set(r.id, r.index);
      else out.push({ pointer: `/routes/${r.index}/id`, message: `duplicate route id ${JSON.stringify(r.id)}: already used by /routes/${first}/id` });
    }
    const served: [string, string][] = r.path === undefined ? [] : [[r.path, `/routes/${r.index}/path`]];
    r.aliases.forEach((a, i) => served.push([a, `/routes/${r.index}/aliases/${i}`]));
    for (const [path, at] of served) {
      const first = paths.get(path);
      if (first === undefined) paths.set(path, at);
      else out.push({ pointer: at, message: `duplicate path ${JSON.stringify(path)}: already served by ${first}` });
    }
  }
  return out;
}

/** `at` is a function so the pointer is only built for a problem (this runs for every reference). */
function routeRef(value: unknown, at: () => string, byId: Map<string, RouteInfo>, mustBePublic = false): Finding[] {
  if (typeof value !== 'string') return [];
  const route = byId.get(value);
  if (!route) return [{ pointer: at(), message: `unknown route id ${JSON.stringify(value)}${didYouMean(value, byId.keys())}` }];
  if (mustBePublic && route.access !== undefined && route.access !== 'public') {
    return [{ pointer: at(), message: `expected a public route (anonymous players are sent there), but route ${JSON.stringify(value)} has access ${JSON.stringify(route.access)}` }];
  }
  return [];
}

function references(manifest: Record<string, unknown>, byId: Map<string, RouteInfo>): Finding[] {
  const out: Finding[] = [];
  const targets = isObject(manifest.promotionTargets) ? manifest.promotionTargets : {};
  for (const type in targets) {
    const target = targets[type];
    const at = () => pointer('promotionTargets', type);
    if (target === DOWNLOAD_HANDLER) {
      if (type !== 'APP_DOWNLOAD') out.push({ pointer: at(), message: `"${DOWNLOAD_HANDLER}" is only for APP_DOWNLOAD: expected a route id or null` });
    } else out.push(...routeRef(target, at, byId));
  }
  const notes = isObject(manifest.promotionTargetNotes) ? manifest.promotionTargetNotes : {};
  for (const type in targets) {
    if (targets[type] === null && typeof notes[type] !== 'string') {
      out.push({ pointer: pointer('promotionTargets', type), message: `maps to nothing: say why in promotionTargetNotes.${type} (or map it to its page's route id)` });
    }
  }
  for (const type in notes) {
    if (type in targets && targets[type] !== null) {
      out.push({ pointer: pointer('promotionTargetNotes', type), message: `a note is only for a type that maps to nothing, but ${type} maps to ${JSON.stringify(targets[type])}: remove the note` });
    }
  }
  const overlays = isObject(manifest.overlays) ? manifest.overlays : {};
  for (const name of ['installPrompt', 'chatButton']) {
    const overlay = overlays[name];
    if (isObject(overlay)) out.push(...routeRef(overlay.loginRouteId, () => pointer('overlays', name, 'loginRouteId'), byId, true));
  }
  asArray(overlays.banners).forEach((banner, i) => {
    if (isObject(banner)) out.push(...routeRef(banner.routeId, () => pointer('overlays', 'banners', i, 'routeId'), byId));
  });
  const nav = isObject(overlays.bottomNav) ? overlays.bottomNav : {};
  asArray(nav.items).forEach((item, i) => {
    if (!isObject(item)) return;
    const at = (key: string) => pointer('overlays', 'bottomNav', 'items', i, key);
    if (item.chat === true && item.routeId !== undefined) out.push({ pointer: at('routeId'), message: 'the chat entry opens chat: expected no routeId' });
    else if (item.chat !== true && item.routeId === undefined) out.push({ pointer: at('routeId'), message: 'expected a route id (or "chat": true for the chat entry)' });
    else out.push(...routeRef(item.routeId, () => at('routeId'), byId));
  });
  return out;
}

function pageMetaKeys(manifest: Record<string, unknown>, served: ServedPaths): Finding[] {
  const meta = isObject(manifest.pageMeta) ? manifest.pageMeta : {};
  return Object.keys(meta)
    .filter((path) => path.startsWith('/m/') && path !== '/m/home' && !served.has(path)) // /m/home: the required-route check
    .map((path) => ({ pointer: pointer('pageMeta', path), message: `no route serves ${JSON.stringify(path)}${didYouMean(path, served.keys())}` }));
}

export function routeFindings(manifest: unknown, routes = readRoutes(manifest), served = routesByPath(routes)): Finding[] {
  if (!isObject(manifest)) return [];
  return [...uniqueness(routes), ...references(manifest, routesById(routes)), ...pageMetaKeys(manifest, served)];
}
