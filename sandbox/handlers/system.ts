import * as wire from '../../src/lib/wire/table.ts';
import { randomInt } from 'node:crypto';
import { COUNTRIES, countryForMerchant } from '../countries';
import { encryptCsPath } from '../des';
import { captchaRequired } from '../geetest';
import { imageCdnOrigins } from '../image-cdn';
import { effectiveFlags, type MerchantState } from '../merchant-state';
import type { WpsContext, WpsRouter } from '../wps-context';

// System status, countries, domains, ping, customer service (wire contract section 5, "system").

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Entries as the server stores them: `path` = Base64 DES cipher text + its 8-character key. */
export function customerServiceEntries(state: MerchantState) {
  return (state.scenario.customerService ?? state.merchant.customerService).map((entry) => {
    const key = Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
    return { csType: entry.csType, csPosition: entry.csPosition, title: entry.title, path: encryptCsPath(entry.url, key) };
  });
}

export function domainList(state: MerchantState) {
  return state.merchant.domains.map((domainName) => ({ domainName }));
}

/**
 * The mobileTemplate names from the manifest's templates. A relative asset path is served
 * from the build at /m/merchants/<id>/<path> (assumption until the build settles it).
 */
function mobileTemplate(state: MerchantState) {
  const { id, templates: t, displayName } = state.merchant;
  const { pwaTemplates } = state.scenario;
  const asset = (value: unknown) =>
    typeof value !== 'string' || value === '' ? null : /^(https?:|data:|\/|#)/.test(value) ? value : `/m/merchants/${id}/${value}`;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    h5_logo: asset(t.h5_logo ?? t.logo),
    app_background: asset(t.app_background ?? t.appBackground),
    app_desc: text(t.app_desc ?? t.appDescription) ?? displayName,
    app_desc_font_color: text(t.app_desc_font_color ?? t.appDescriptionColor),
    pwa: t.pwa ?? null,
    splash: t.splash ?? null,
    // Newer web app templates the back office set (scenario pwaTemplates); absent otherwise.
    ...(pwaTemplates ? { parameters: { pwa: pwaTemplates } } : {}),
  };
}

function status(ctx: WpsContext<typeof wire.systemStatus>) {
  const { state } = ctx;
  const { merchant, scenario } = state;
  if (scenario.domainNotAvailable) return ctx.fail('domain_not_available');
  const flags = effectiveFlags(state);
  return ctx.ok({
    customerService: customerServiceEntries(state),
    domainRoute: { domainList: domainList(state), mainDomain: merchant.domains[0] ?? null },
    mobileTemplate: mobileTemplate(state),
    paths: { miniGame: '/mini-game/v1/minigame.js' },
    register: { captcha: { enabled: captchaRequired(state, 'register') }, enabled: !scenario.registrationClosed },
    resources: merchant.downloadLinks,
    whitelabel: Object.keys(flags).filter((name) => flags[name]),
    // Values of the white-label settings: the flags, and the install-prompt thresholds.
    whitelabelVal: { ...flags, ...merchant.thresholds, ...scenario.thresholds },
    mainDomain: merchant.domains[0] ?? null,
    // Both image CDNs on the port the client used; scenario imageCdns replaces the list.
    imageCDNs: scenario.imageCdns ?? imageCdnOrigins(ctx.origin),
    sms: { provider: 'default', apiKey: '' },
    merchantCode: merchant.merchantCode,
    gw: { GEETEST_ID: merchant.geetest.id, GEETEST_VERSION: merchant.geetest.version, PROFILE_ICON_COUNT: 9 },
    analytics: merchant.analytics,
    location: { ip: ctx.ip },
    test: scenario.test ?? false,
    maintenance: scenario.maintenance !== undefined,
    maintenanceEnd: scenario.maintenance?.end ?? null,
    regionRestriction: scenario.regionRestriction ?? false,
    ...scenario.statusPatch,
  });
}

function country(ctx: WpsContext<typeof wire.systemCountry>) {
  const home = countryForMerchant(ctx.state.merchant);
  return ctx.ok({
    countries: COUNTRIES.map(({ countryCode, countryDialingCode, name }) => ({ countryCode, countryDialingCode, name })),
    countryCode: home.countryCode,
    countryDialingCode: home.countryDialingCode,
    // Scenario currency: a code the country table lacks (the tracking events' TLB → PHP rule).
    currency: ctx.state.scenario.currency ?? home.currency,
    currencySymbol: home.currencySymbol,
  });
}

function ping(ctx: WpsContext<typeof wire.ping>) {
  const speed = ctx.query.get('speed');
  return ctx.ok({ pong: true, time: Date.now(), speed: speed === null ? null : Number(speed) });
}

export function registerSystemRoutes(router: WpsRouter): void {
  router
    .on(wire.systemStatus, status)
    .on(wire.systemCountry, country)
    .on(wire.domainRoute, (ctx) =>
      ctx.ok({ domainList: domainList(ctx.state), mainDomain: ctx.state.merchant.domains[0] ?? null }))
    .on(wire.ping, ping)
    .on(wire.customerService, (ctx) =>
      ctx.ok({ customerService: customerServiceEntries(ctx.state), domainList: domainList(ctx.state) }));
}
