/**
 * PWA-template precedence, in the runtime with the other live-over-manifest rules
 * (docs/configuration.md): newer web app templates from the server ("Templates in local storage:
 * parameters.pwa with title and icons at 192, 256, 384, 512 pixels, used to build the web app
 * manifest"). The status call carries them as `mobileTemplate.parameters.pwa`
 * (docs/wire-contract.md):
 *
 *   { "updatedAt": 1767225600000, "title": "Lucky VN", "shortName": "Lucky", "description": "…",
 *     "icons": { "192": "/m/merchants/luckyvn/assets/icon-192.png", "512": "https://cdn…/512.png" } }
 *
 * Every field but `updatedAt` is optional: a missing one keeps the merchant manifest's value.
 * Icon URLs must be https: or a path on this origin; anything else is ignored.
 */
export interface LiveTemplates {
  updatedAt: number;
  title?: string;
  shortName?: string;
  description?: string;
  icons: Partial<Record<IconSize, string>>;
}

export const ICON_SIZES = ['192', '256', '384', '512'] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** The values a web app manifest is built from (the manifest's `templates.pwa`, or those with live values laid over). */
export interface PwaTemplate {
  title: string;
  shortName: string;
  description: string;
  icons: Record<IconSize, string>;
}

/** What STORE_KEYS.templates holds (local storage), per merchant. */
export interface StoredTemplates {
  merchant: string;
  parameters: { pwa: LiveTemplates };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() !== '' && v.length <= max ? v : undefined);
const iconUrl = (v: unknown) => (typeof v === 'string' && v.length <= 2000 && (/^https:\/\/[^\s]+$/.test(v) || /^\/(?![/\\])[^\s]*$/.test(v)) ? v : undefined);

/** Narrows untrusted JSON (`mobileTemplate` of the status, or the stored copy) to LiveTemplates, or null. */
export function readLiveTemplates(parametersPwa: unknown): LiveTemplates | null {
  if (!isObject(parametersPwa)) return null;
  const updatedAt = parametersPwa.updatedAt;
  if (typeof updatedAt !== 'number' || !Number.isFinite(updatedAt)) return null;
  const rawIcons = isObject(parametersPwa.icons) ? parametersPwa.icons : {};
  const icons: Partial<Record<IconSize, string>> = {};
  for (const size of ICON_SIZES) {
    const url = iconUrl(rawIcons[size]);
    if (url) icons[size] = url;
  }
  return {
    updatedAt,
    title: text(parametersPwa.title, 64),
    shortName: text(parametersPwa.shortName, 16),
    description: text(parametersPwa.description, 300),
    icons,
  };
}

export function templatesFromStatus(mobileTemplate: Record<string, unknown> | undefined): LiveTemplates | null {
  const parameters = mobileTemplate?.parameters;
  return isObject(parameters) ? readLiveTemplates(parameters.pwa) : null;
}

export function readStoredTemplates(raw: unknown, merchant: string): StoredTemplates | null {
  if (!isObject(raw) || raw.merchant !== merchant || !isObject(raw.parameters)) return null;
  const pwa = readLiveTemplates(raw.parameters.pwa);
  return pwa ? { merchant, parameters: { pwa } } : null;
}

/**
 * What to keep after a start-up, by one rule:
 * - the status answered with templates newer than the stored ones → store those;
 * - the status answered without templates → the back office dropped its override: forget ours;
 * - the status did not answer (offline, error) → keep what we have.
 */
export function nextStoredTemplates(
  stored: StoredTemplates | null,
  status: { answered: boolean; live: LiveTemplates | null },
  merchant: string,
): StoredTemplates | null {
  if (!status.answered) return stored;
  if (!status.live) return null;
  if (stored && stored.parameters.pwa.updatedAt >= status.live.updatedAt) return stored;
  return { merchant, parameters: { pwa: status.live } };
}

/** The merchant's template with the live values laid over it; `base` icons made absolute by `baseIcon`. */
export function mergeTemplates(base: PwaTemplate, live: LiveTemplates, baseIcon: (path: string) => string, origin: string): PwaTemplate {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const icons = Object.fromEntries(ICON_SIZES.map((size) => [size, absolute(live.icons[size] ?? baseIcon(base.icons[size]))])) as Record<IconSize, string>;
  return {
    title: live.title ?? base.title,
    shortName: live.shortName ?? base.shortName,
    description: live.description ?? base.description,
    icons,
  };
}
