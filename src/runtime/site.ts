import { createContext, useContext } from 'react';
import type { RouteTable } from './steps/build-route-table';
import type { MerchantManifest } from './merchant-manifest.generated';
import type { FeatureSet } from './steps/resolve-features';
import type { SystemStatus } from './steps/system-status';

export type ManifestRoute = MerchantManifest['routes'][number];

/** Everything the runtime resolved at start-up, read by screens through `useSite()`. */
export interface Site {
  manifest: MerchantManifest;
  features: FeatureSet;
  routes: RouteTable<ManifestRoute>;
  status: SystemStatus | null;
  /** Where the merchant's own files are served: `/m/merchants/<id>/`. */
  assetBase: string;
}

const SiteContext = createContext<Site | null>(null);
export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>'); // screens render inside the app shell
  return site;
}

export const useFeatures = (): FeatureSet => useSite().features;

/** A merchant asset path from the manifest (`assets/logo.svg`) as a URL. https URLs and paths from the site root (live values) pass through. */
export function assetUrl(site: Pick<Site, 'assetBase'>, path: string): string {
  return /^(https:\/\/|\/)/.test(path) ? path : site.assetBase + path.replace(/^\.\//, '');
}
