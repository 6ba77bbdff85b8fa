/**
 * The routes every merchant must serve (the product's fixed screens). A merchant may choose ids, add
 * routes and aliases, and choose access (e.g. a members-only home), except where the spec fixes it:
 * /m/inviteFriends is public, /m/feedback sends visitors home, and login and registration are
 * public (a members-only login page would redirect to itself).
 */
import type { ServedPaths } from './route-table';
import type { Finding } from './types';

export interface SpecRoute {
  path: string;
  screen: string;
  aliases?: string[];
  access?: string;
}

export const specRoutes: readonly SpecRoute[] = [
  { path: '/m/home', screen: 'home', aliases: ['/m/index', '/m/index.html'] },
  { path: '/m/game', screen: 'game' },
  { path: '/m/login', screen: 'login', access: 'public' },
  { path: '/m/register', screen: 'register', aliases: ['/m/register.html'], access: 'public' },
  { path: '/m/member/home', screen: 'memberHome' },
  { path: '/m/changePsw', screen: 'changePassword' },
  { path: '/m/launchGame', screen: 'launchGame' },
  { path: '/m/appDownload', screen: 'appDownload' },
  { path: '/m/activity', screen: 'activity' },
  { path: '/m/rewardCenter', screen: 'rewardCenter' },
  { path: '/m/activity/signIn', screen: 'activitySignIn' },
  { path: '/m/activity/noviceTask', screen: 'activityNoviceTask' },
  { path: '/m/activity/rescue', screen: 'activityRescue' },
  { path: '/m/voucherCenter', screen: 'voucherCenter' },
  { path: '/m/inviteFriends', screen: 'inviteFriends', access: 'public' },
  { path: '/m/leaderBoard', screen: 'leaderBoard' },
  { path: '/m/member/benefits', screen: 'memberBenefits' },
  { path: '/m/feedback', screen: 'feedback', access: 'member-else-home' },
];

const knownScreens = new Set(specRoutes.map((r) => r.screen));

/** `served`: routesByPath(readRoutes(manifest)). */
export function specRouteFindings(served: ServedPaths): Finding[] {
  const out: Finding[] = [];
  for (const spec of specRoutes) {
    for (const path of [spec.path, ...(spec.aliases ?? [])]) {
      const hit = served.get(path);
      if (!hit) {
        const how = path === spec.path ? `add a route with path "${path}" and screen "${spec.screen}"` : `add it to the aliases of the "${spec.screen}" route`;
        out.push({ pointer: '/routes', message: `missing the spec route ${JSON.stringify(path)}: ${how}` });
      } else if (hit.route.screen !== undefined && knownScreens.has(hit.route.screen) && hit.route.screen !== spec.screen) {
        // (an unknown screen name already has a schema error with a did-you-mean)
        out.push({ pointer: `${hit.at}`, message: `${JSON.stringify(path)} must render screen "${spec.screen}", not ${JSON.stringify(hit.route.screen)}` });
      } else if (path === spec.path && spec.access && hit.route.access !== undefined && hit.route.access !== spec.access) {
        out.push({ pointer: `/routes/${hit.route.index}/access`, message: `expected "${spec.access}" for ${path} (a route every merchant serves), got ${JSON.stringify(hit.route.access)}` });
      }
    }
  }
  return out;
}
