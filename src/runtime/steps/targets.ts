import { useMemo } from 'react';
import type { RouteEntry, RouteTable } from './build-route-table';
import type { MerchantManifest, PromotionType } from '../merchant-manifest.generated';
import { screenOffered, type OfferFeatures } from '../screen-rules';
import { useSite } from '../site';

/**
 * Ids to paths, in one place: the manifest names routes by id (`promotionTargets`, a banner's
 * `routeId`, the chat button's `loginRouteId`); screens get paths. Not on the first load: the
 * screens that need it (install popups, the lobby's banners, chat) are lazy chunks.
 *
 *   const targets = resolveTargets(manifest, routes);
 *   targets.promotion('DEPOSIT')      // → '/m/voucherCenter'
 *   targets.promotion('APP_DOWNLOAD') // → 'download-handler' (the caller's download handler)
 *   targets.promotion('MISSION')      // → null when the merchant maps it nowhere: the button is hidden
 *
 * A server banner's link (P, URL, G) is the lobby's to decide (flows/games/lobby/banner-target.ts):
 * it needs the redirect allow-list and the launch page's own parameters; a manifest banner opens
 * `routes.pathOf(routeId)`.
 */
export type PromotionRoute = string | 'download-handler' | null;

export interface Targets {
  promotions: Record<PromotionType, PromotionRoute>;
  promotion(type: PromotionType): PromotionRoute;
  /** The promotions page on one promotion (`/m/activity?id=…`), or the page alone; null when the merchant has none. */
  activity(id?: string | null): string | null;
  /** Where the chat button sends a visitor: chat is for members. */
  chatLogin: string;
}

type Sources = Pick<MerchantManifest, 'promotionTargets' | 'overlays'>;

/**
 * `features`: a route whose screen is not offered (the reward centre with REWCEN3 off,
 * runtime/screen-rules.ts) resolves to null, so nothing leads there.
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
    chatLogin: routes.pathOf(manifest.overlays.chatButton.loginRouteId) ?? login,
  };
}

/** The site's targets, for screens. */
export function useTargets(): Targets {
  const site = useSite();
  return useMemo(() => resolveTargets(site.manifest, site.routes, site.features), [site]);
}
