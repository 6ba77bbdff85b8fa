import { useMemo } from 'react';
import type { Analytics, MerchantManifest } from '../merchant-manifest.generated';
import { assetUrl, useSite, type Site } from '../site';
import { liveUrl } from './resolve-features';

/**
 * The live values no first paint needs, each resolved by the one rule of docs/configuration.md:
 * what the status call sends wins over the manifest; when the call failed the manifest decides.
 * A lazy module (the app-download page, registration and contact-us read it); the first-load half
 * of the rule is resolve-features.ts.
 *
 *   resolveLiveSettings(site).template.description  // status mobileTemplate.app_desc, else templates.appDescription
 */
export interface LiveSettings {
  /** Mobile template (status `mobileTemplate`) over the manifest's `templates`, as URLs. */
  template: { logoUrl: string; backgroundUrl: string | null; description: string; descriptionColor: string };
  customerService: CustomerServiceSetting;
  /** Pixel ids (status `analytics`, key by key) over the manifest's `analytics`. */
  analytics: Analytics;
  /** Profile icons the member centre offers (status `gw.PROFILE_ICON_COUNT`) over `profileIconCount`: the member centre's icon picker. */
  profileIconCount: number;
  /** The merchant's main domain (status `mainDomain`) over the manifest's first domain. Reserved: read by the domain switcher. */
  mainDomain: string | null;
}

/** A customer-service entry: `path` is the URL, encrypted (cipher text + 8-character key) when a server sends it. */
export interface CsEntry {
  csType: string;
  csPosition: string;
  title: string;
  path: string;
}

/**
 * Which entry contact-us opens: `entry` is the status call's first entry, else the manifest's
 * first, else its `defaultUrl`; null when none is set up (contact-us does nothing). `live` false:
 * the status call failed, so the server's own list (GET /wps/system/customerService) comes
 * first: `customerServiceEntry` settles it.
 */
export interface CustomerServiceSetting {
  entry: CsEntry | null;
  /**
   * Every entry, for the lists placed by `csPosition` (member centre, login page, footer): the
   * status call's when it sent any, else the manifest's (its `defaultUrl` as a DEFAULT entry).
   */
  entries: CsEntry[];
  live: boolean;
}

/** Narrows untrusted JSON (the status call's or /wps/system/customerService's `customerService`). */
export function readCsEntries(raw: unknown): CsEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const e = (item ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return text(e.path) ? [{ csType: text(e.csType), csPosition: text(e.csPosition), title: text(e.title), path: text(e.path) }] : [];
  });
}

function csEntries(live: readonly CsEntry[], manifest: MerchantManifest['customerService'] | undefined): CsEntry[] {
  if (live.length) return [...live];
  const fallback: CsEntry[] = manifest?.defaultUrl ? [{ csType: 'LIVECHAT', csPosition: 'DEFAULT', title: '', path: manifest.defaultUrl }] : [];
  return [...(manifest?.entries ?? []), ...fallback];
}

/** The entry once the server's own list is known (`serverEntries`: its untrusted `customerService`); only asked when `live` is false. */
export function customerServiceEntry(setting: CustomerServiceSetting, serverEntries: unknown): CsEntry | null {
  return setting.live ? setting.entry : readCsEntries(serverEntries)[0] ?? setting.entry;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const PIXEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PIXEL_KEYS = ['facebookPixelId', 'tiktokPixelId', 'kwaiPixelId', 'gtagId'] as const;

export function resolveLiveSettings({ manifest, status, features, assetBase }: Pick<Site, 'manifest' | 'status' | 'features' | 'assetBase'>): LiveSettings {
  const live = status?.mobileTemplate ?? {};
  const t = manifest.templates;
  const background = liveUrl(live.app_background) ?? t.appBackground;
  const color = text(live.app_desc_font_color);
  const analytics: Analytics = { ...manifest.analytics };
  for (const key of PIXEL_KEYS) {
    const value = status?.analytics[key];
    if (typeof value === 'string' && PIXEL_ID.test(value)) analytics[key] = value;
  }
  const icons = status?.gw.PROFILE_ICON_COUNT;
  return {
    template: {
      logoUrl: assetUrl({ assetBase }, features.logo),
      backgroundUrl: background ? assetUrl({ assetBase }, background) : null,
      description: text(live.app_desc) ?? t.appDescription,
      descriptionColor: color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : t.appDescriptionColor,
    },
    customerService: ((entries) => ({ entry: entries[0] ?? null, entries, live: status !== null }))(
      csEntries(status ? readCsEntries(status.customerService) : [], manifest.customerService),
    ),
    analytics,
    profileIconCount: icons && Number.isInteger(icons) && icons > 0 ? icons : manifest.profileIconCount,
    mainDomain: status?.mainDomain ?? manifest.domains[0] ?? null,
  };
}

/** The site's live settings, for screens. */
export function useLiveSettings(): LiveSettings {
  const site = useSite();
  return useMemo(() => resolveLiveSettings(site), [site]);
}
