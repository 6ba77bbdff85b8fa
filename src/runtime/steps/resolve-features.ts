import type { Language } from '@/lib/i18n/languages';
import { whiteLabelFlagDefaults, type MerchantManifest, type WhiteLabelFlags } from '../merchant-manifest.generated';
import type { SystemStatus } from './system-status';

/**
 * The typed feature set, computed once from the manifest (what the operator decided) and the live
 * status (what the server says now). Screens read `features.chat.enabled`, never `CBS3`.
 *
 * Precedence (docs/configuration.md): a value the status call sends wins over the manifest's
 * default; maintenance, region restriction, ip and test mode exist only in the status; when the
 * status call fails the manifest alone decides (status = null).
 */
export interface FeatureSet {
  merchant: { id: string; code: string; name: string };
  /** The header logo: the status `mobileTemplate.h5_logo` (an https URL or a path on this site), else `templates.logo` (for `assetUrl`). */
  logo: string;
  languages: { default: Language; supported: Language[] };
  /** The home route is for members only: the install prompt then waits for login. */
  loginRequired: boolean;
  installPrompt: { enabled: boolean; maxCloseTimes: number; depositTimes: number; delayMs: number; initialAutoMs: number; animationMs: number };
  autoLogin: boolean;
  mobileRegistration: { playerChoosesPassword: boolean };
  countryPicker: { forced: boolean; locked: boolean };
  chat: { enabled: boolean };
  passwordExpiryForcesChange: boolean;
  /**
   * `open`: the operator takes new accounts (the status's `register.enabled`; open unless it says
   * false). Closed, no flow creates one: social sign-in neither registers by itself nor offers to.
   */
  registration: { open: boolean };
  social: { autoRegister: boolean; smsProvider: 'firebase' | 'default' };
  appUpdate: { mandatory: boolean };
  rewardCenter: { enabled: boolean };
  /**
   * `register`: the status call's `register.captcha.enabled` when sent, else the login rule.
   * `scriptIntegrity`: the manifest's Subresource Integrity pins of the provider's versioned client
   * file, by its path (geetest.scriptIntegrity; no live value).
   */
  captcha: { login: boolean; register: boolean; sms: boolean; id: string; version: 'v3' | 'v4'; testMode: boolean; scriptIntegrity?: Readonly<Record<string, string | undefined>> };
  miniGame: { enabled: boolean };
  maintenance: { active: boolean; endsAt: number | null };
  regionRestricted: boolean;
  clientIp: string | null;
  imageCdns: string[];
  cipher: 'DES' | 'AES-GCM';
  downloadBar: { enabled: boolean };
  /** Native-app links: the manifest's `downloadLinks`, each overridden by the status `resources`. */
  downloadLinks: DownloadLinks;
  marquee: { enabled: boolean; speedPxPerSecond: number };
  spinner: { autoHideMs: number; afterErrorHideMs: number };
  popups: { visitorDelayMs: number; memberDelayMs: number; autoplayMs: number; todayCheckbox: boolean };
  welcome: { enabled: boolean; waitMs: number };
}

type FlagName = keyof MerchantManifest['flags'];

/** A URL a live value may carry: https, or a path on this site. */
export const liveUrl = (v: unknown): string | undefined => (typeof v === 'string' && /^(https:\/\/|\/(?![/\\]))\S*$/.test(v) ? v : undefined);
export type DownloadLinks = MerchantManifest['downloadLinks'];
const LINK_TYPES = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon'] as const;

/**
 * docs/configuration.md, download links: a status entry with an https URL replaces the manifest's
 * link of that type, an entry with an empty URL removes it, anything else is ignored.
 *   manifest {Android: A, IOS: B} + status [{resourceType: 'IOS', url: ''}, {resourceType: 'Android', url: C}] → {Android: C}
 */
function downloadLinks(manifest: MerchantManifest, status: SystemStatus | null): DownloadLinks {
  const links: DownloadLinks = { ...manifest.downloadLinks };
  for (const { resourceType, url } of status?.resources ?? []) {
    const type = LINK_TYPES.find((t) => t.toLowerCase() === resourceType.toLowerCase());
    if (type && url === '') delete links[type];
    else if (type && /^https:\/\/[^\s]+$/.test(url)) links[type] = url;
  }
  return links;
}

export function resolveFeatures(manifest: MerchantManifest, status: SystemStatus | null): FeatureSet {
  // The live value, else the manifest's, else the schema's default (docs/decisions.md, "Flags with
  // defaults"). The validator and the build fill defaults in, so an absent flag reaches here only
  // from a manifest that skipped them (a test's, a tool's); it still means its default.
  const declared: Partial<WhiteLabelFlags> = manifest.flags ?? {};
  const flag = (name: FlagName): boolean => status?.whitelabelVal[name] ?? declared[name] ?? whiteLabelFlagDefaults[name];
  const overlays = manifest.overlays;
  const smsProvider = status?.sms.provider?.toLowerCase() === 'firebase' ? 'firebase' : 'default';
  const registrationOpen = status?.registerOpen ?? true;
  const testMode = status?.test ?? false;
  // The login captcha: GEETEST3 on, and GEETESTTEST3 (test-only captcha) off unless in test mode.
  const loginCaptcha = flag('GEETEST3') && (!flag('GEETESTTEST3') || testMode);
  const home = manifest.routes.find((r) => r.screen === 'home');
  const links = downloadLinks(manifest, status);

  return {
    merchant: { id: manifest.id, code: manifest.merchantCode, name: manifest.displayName },
    logo: liveUrl(status?.mobileTemplate.h5_logo) ?? manifest.templates.logo,
    languages: { default: manifest.languages.default, supported: [...manifest.languages.supported] },
    loginRequired: home?.access === 'member',
    installPrompt: {
      enabled: flag('A2HS3'),
      maxCloseTimes: status?.thresholds.a2hsMaxCloseTimes ?? manifest.thresholds.a2hsMaxCloseTimes,
      depositTimes: status?.thresholds.a2hsDepositTimes ?? manifest.thresholds.a2hsDepositTimes,
      delayMs: overlays.installPrompt.delayMs,
      initialAutoMs: overlays.installPrompt.initialAutoMs,
      animationMs: overlays.installPrompt.animationMs,
    },
    autoLogin: flag('MOBILEAUTOLOGIN3'),
    mobileRegistration: { playerChoosesPassword: flag('MOBILENUMPASSREG3') },
    // Shown when forced or the site says so (firebase SMS provider, UPDATEMOBILEICC3).
    countryPicker: { forced: flag('UPDATEMOBILEICC3') || smsProvider === 'firebase', locked: flag('DISABLEDMOBILEICC3') },
    chat: { enabled: flag('CBS3') },
    passwordExpiryForcesChange: flag('PWDEXPFORCECHANGE3'),
    registration: { open: registrationOpen },
    social: { autoRegister: registrationOpen && flag('FIREBASECREATEACC3'), smsProvider },
    appUpdate: { mandatory: flag('MANDATORYAPPUPDATES3') },
    rewardCenter: { enabled: flag('REWCEN3') },
    captcha: {
      login: loginCaptcha,
      register: status?.registerCaptcha ?? loginCaptcha,
      sms: flag('GEETESTVCODE3'),
      id: status?.gw.GEETEST_ID ?? manifest.geetest.id,
      version: status?.gw.GEETEST_VERSION ?? manifest.geetest.version,
      testMode,
      scriptIntegrity: manifest.geetest.scriptIntegrity ?? {},
    },
    miniGame: { enabled: flag('MINIGAME3') },
    maintenance: { active: status?.maintenance ?? false, endsAt: status?.maintenanceEnd ?? null },
    regionRestricted: status?.regionRestriction ?? false,
    clientIp: status?.ip ?? null,
    imageCdns: status?.imageCDNs ?? [],
    cipher: manifest.security.cipher,
    // An icon alone is no link: the bar needs something to download.
    downloadBar: { enabled: overlays.downloadBar.enabled && Boolean(links.Android || links.IOS || links.MOBILECONFIG) },
    downloadLinks: links,
    // Timings are present: the validator fills in the schema's defaults (the digest path loads the build's copy, defaults included).
    marquee: overlays.marquee,
    spinner: { autoHideMs: overlays.spinner.autoHideMs, afterErrorHideMs: overlays.afterErrorLoading.hideMs },
    popups: overlays.popups,
    welcome: overlays.welcome,
  };
}
