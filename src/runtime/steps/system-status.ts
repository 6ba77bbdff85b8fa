import { api, isHttpError, serverMessageOf } from '@/lib/http';
import { systemStatus } from '@/lib/wire/calls/system-status';

/**
 * GET /wps/system/status `value`, as the client reads it.
 * Everything is optional: the server is another team's, and a field it leaves out must fall back
 * to the manifest rather than break the page. `readStatus` narrows untrusted JSON to this shape.
 */
export interface SystemStatus {
  whitelabelVal: Record<string, boolean>;
  /** From whitelabelVal too: the back office keeps the install-prompt thresholds with the flags. */
  thresholds: { a2hsMaxCloseTimes?: number; a2hsDepositTimes?: number };
  gw: { GEETEST_ID?: string; GEETEST_VERSION?: 'v3' | 'v4'; PROFILE_ICON_COUNT?: number };
  sms: { provider?: string; apiKey?: string };
  imageCDNs: string[];
  ip: string | null;
  test: boolean;
  maintenance: boolean;
  maintenanceEnd: number | null;
  regionRestriction: boolean;
  /** `register.captcha.enabled`: whether registration asks for the captcha. */
  registerCaptcha?: boolean;
  /** `register.enabled`: false while the operator takes no new accounts (absent: open). */
  registerOpen?: boolean;
  mainDomain: string | null;
  customerService: unknown;
  mobileTemplate: Record<string, unknown>;
  analytics: Record<string, unknown>;
  /** Download links the back office set; see resolve-features. */
  resources: { resourceType: string; url: string }[];
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Flags arrive as booleans, "1"/"0", "Y"/"N" or "true"/"false" depending on the back office. */
export function flagValue(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'Y' || v === 'y' || v === 'true' || v === 'TRUE') return true;
  if (v === 0 || v === '0' || v === 'N' || v === 'n' || v === 'false' || v === 'FALSE') return false;
  return undefined;
}

export function readStatus(raw: unknown): SystemStatus {
  const value = obj(raw);
  const values = obj(value.whitelabelVal);
  const whitelabelVal: Record<string, boolean> = {};
  for (const [key, v] of Object.entries(values)) {
    const flag = flagValue(v);
    if (flag !== undefined) whitelabelVal[key] = flag;
  }
  const gw = obj(value.gw);
  const sms = obj(value.sms);
  const version = str(gw.GEETEST_VERSION)?.toLowerCase();
  return {
    whitelabelVal,
    thresholds: { a2hsMaxCloseTimes: num(values.a2hsMaxCloseTimes), a2hsDepositTimes: num(values.a2hsDepositTimes) },
    gw: {
      GEETEST_ID: str(gw.GEETEST_ID),
      GEETEST_VERSION: version === 'v3' || version === 'v4' ? version : undefined,
      PROFILE_ICON_COUNT: num(gw.PROFILE_ICON_COUNT),
    },
    sms: { provider: str(sms.provider), apiKey: str(sms.apiKey) },
    imageCDNs: Array.isArray(value.imageCDNs) ? value.imageCDNs.filter((x): x is string => typeof x === 'string') : [],
    ip: str(obj(value.location).ip) ?? str(value.ip) ?? null,
    test: flagValue(value.test) ?? false,
    maintenance: flagValue(value.maintenance) ?? false,
    maintenanceEnd: num(value.maintenanceEnd) ?? null,
    regionRestriction: flagValue(value.regionRestriction) ?? false,
    registerCaptcha: flagValue(obj(obj(value.register).captcha).enabled),
    registerOpen: flagValue(obj(value.register).enabled),
    mainDomain: str(value.mainDomain) ?? null,
    customerService: value.customerService ?? null,
    mobileTemplate: obj(value.mobileTemplate),
    analytics: obj(value.analytics),
    resources: (Array.isArray(value.resources) ? value.resources : []).map(obj)
      .filter((r) => typeof r.resourceType === 'string' && typeof r.url === 'string')
      .map((r) => ({ resourceType: r.resourceType as string, url: r.url as string })),
  };
}

/** How long a status call may take (the row's timeout): start-up waits for it no longer. */
export const STATUS_DEADLINE_MS = systemStatus.timeoutMs ?? 4_000;

/** The status call's code for "this domain may not be used" (wire contract section 5). */
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';

/** A failed status call as the app reports it: the code, and the server's message or ''. */
export interface StatusFailure {
  code: string;
  /** The server's message, '' when none (network, timeout, a bare HTTP status). */
  message: string;
}

export function statusFailureOf(error: unknown): StatusFailure {
  return { code: isHttpError(error) ? error.code : 'network.error', message: serverMessageOf(error) ?? '' };
}

/** What start-up sends; app/boot.ts keeps it for the background asks (app/late-status.ts). */
export interface StatusParams {
  track: string;
  originalDomain: string;
}

/**
 * GET /wps/system/status (device MOBILE, track, originalDomain, url). The app
 * shows its own notice on failure: the row's alert policy is `caller`.
 * `url` is the current address without its query: a landing URL can carry a token.
 * One attempt within STATUS_DEADLINE_MS, never the http layer's automatic retry: every caller has
 * its own (start-up asks again in the background with backoff, the maintenance screen has Retry),
 * and a retry would double the time start-up waits on a stalled server.
 */
export async function fetchSystemStatus(params: StatusParams): Promise<SystemStatus> {
  const url = `${location.origin}${location.pathname}`;
  const value = await api.call(systemStatus, { params: { device: 'MOBILE', ...params, url }, retry: false });
  return readStatus(value);
}
