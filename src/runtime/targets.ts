import { useMemo } from 'react';
import type { RouteEntry, RouteTable } from './build-route-table';
import type { MerchantManifest, PromotionType } from './merchant-manifest.generated';
import { screenOffered, type OfferFeatures } from './offered-screens';
import { useSite } from './site';

/**
 * Ids to paths, in one place: the manifest names routes by id (`promotionTargets`, a banner's
 * `routeId`, the chat button's `loginRouteId`); screens get paths. Not on the first load: the
 * screens that need it (install popups, the lobby's banners, chat) are lazy chunks.
 *
 *   const targets = resolveTargets(manifest, routes);
 *   targets.promotion('DEPOSIT')      // → '/m/voucherCenter'
 *   targets.promotion('APP_DOWNLOAD') // → 'download-handler' (the caller's download handler)
 *   targets.promotion('MISSION')      // → null when the merchant maps it nowhere: the button is hidden
 *   targets.banner({ linkageType: 'G', linkage: 'LOTTO1', vendor: 'VR' }, false)
 *   // → '/m/login?returnTo=%2Fm%2FlaunchGame%3Fvendor%3DVR%26code%3DLOTTO1'
 *   targets.banner({ linkageType: 'G', linkage: 'LOTTO1', vendor: 'VR' }, true)  // → '/m/launchGame?vendor=VR&code=LOTTO1'
 */
export type PromotionRoute = string | 'download-handler' | null;

/**
 * A banner as the lobby gets it (linkage type P: a promotion id, URL: a web address, G: a game or
 * lottery code with its vendor), or a manifest banner's route id.
 */
export type BannerLink = { linkageType: string; linkage: string; vendor?: string } | { routeId: string };

export interface Targets {
  promotions: Record<PromotionType, PromotionRoute>;
  promotion(type: PromotionType): PromotionRoute;
  /** The promotions page on one promotion (`/m/activity?id=…`), or the page alone; null when the merchant has none. */
  activity(id?: string | null): string | null;
  /**
   * Where a banner tap goes: a route's path, an https URL, or null (nowhere: nothing happens).
   * Game and lottery banners send visitors to the login route first, with the launch as its
   * returnTo, so the login lands on the launch.
   */
  banner(link: BannerLink, loggedIn: boolean): string | null;
  /** Where the chat button sends a visitor: chat is for members. */
  chatLogin: string;
}

type Sources = Pick<MerchantManifest, 'promotionTargets' | 'overlays'>;

/**
 * `features`: a route whose screen is not offered (the reward centre with REWCEN3 off,
 * offered-screens.ts) resolves to null, so nothing leads there.
 */
export function resolveTargets(manifest: Sources, routes: RouteTable<RouteEntry>, features?: OfferFeatures): Targets {
  const login = routes.pathForScreen('login') ?? routes.home.path;
  const pathOf = (id: string): string | null => {
    const route = routes.routes.find((r) => r.id === id);
    return route && (!features || screenOffered(route.screen, features)) ? route.path : null;
  };
  const promotions = Object.fromEntries(
    Object.entries(manifest.promotionTargets).map(([type, id]) => [type, id === 'download-handler' ? id : id ? pathOf(id) : null]),
  ) as Record<PromotionType, PromotionRoute>;
  const activity = (id?: string | null) => {
    const path = routes.pathForScreen('activity');
    return path && id ? `${path}?id=${encodeURIComponent(id)}` : path;
  };
  return {
    promotions,
    promotion: (type) => promotions[type] ?? null,
    activity,
    banner(link, loggedIn) {
      if ('routeId' in link) return pathOf(link.routeId);
      const type = link.linkageType.toUpperCase();
      if (type === 'P') return activity(link.linkage || null);
      if (type === 'URL') return /^https:\/\/[^\s]+$/.test(link.linkage) ? link.linkage : null;
      if (type !== 'G') return null;
      const route = routes.pathForScreen('launchGame');
      const launch = route && `${route}?${new URLSearchParams({ vendor: link.vendor ?? '', code: link.linkage })}`;
      if (loggedIn) return launch;
      // A visitor logs in first and lands on the launch (the login's returnTo): no second tap.
      return launch ? `${login}?${new URLSearchParams({ returnTo: launch })}` : login;
    },
    chatLogin: routes.pathOf(manifest.overlays.chatButton.loginRouteId) ?? login,
  };
}

/** The site's targets, for screens. */
export function useTargets(): Targets {
  const site = useSite();
  return useMemo(() => resolveTargets(site.manifest, site.routes, site.features), [site]);
}
