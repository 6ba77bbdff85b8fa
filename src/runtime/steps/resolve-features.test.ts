// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MerchantManifest } from '../merchant-manifest.generated';
import { resolveFeatures, type FeatureSet } from './resolve-features';
import { readStatus } from './system-status';
import validate from '../validate-manifest.generated.js';

function manifest(id: string): MerchantManifest {
  const data: unknown = JSON.parse(readFileSync(new URL(`../../../merchants/${id}/manifest.json`, import.meta.url), 'utf8'));
  if (!validate(data)) throw new Error(`${id} is invalid`);
  return data;
}

describe('resolveFeatures', () => {
  const lucky = manifest('luckyvn');

  it('uses the manifest alone when the status call failed', () => {
    const features = resolveFeatures(lucky, null);
    expect(features.merchant).toEqual({ id: 'luckyvn', code: 'LVN', name: lucky.displayName });
    expect(features.chat.enabled).toBe(lucky.flags.CBS3);
    expect(features.installPrompt.maxCloseTimes).toBe(lucky.thresholds.a2hsMaxCloseTimes);
    expect(features.maintenance).toEqual({ active: false, endsAt: null });
    expect(features.cipher).toBe(lucky.security.cipher);
  });

  it('lets every flag the status sends win over the manifest default, in any spelling', () => {
    const flipped = Object.fromEntries(Object.entries(lucky.flags).map(([k, v]) => [k, v ? '0' : 'Y']));
    const features = resolveFeatures(lucky, readStatus({ whitelabelVal: flipped }));
    expect(features.chat.enabled).toBe(!lucky.flags.CBS3);
    expect(features.installPrompt.enabled).toBe(!lucky.flags.A2HS3);
    expect(features.autoLogin).toBe(!lucky.flags.MOBILEAUTOLOGIN3);
    expect(features.rewardCenter.enabled).toBe(!lucky.flags.REWCEN3);
    expect(features.miniGame.enabled).toBe(!lucky.flags.MINIGAME3);
    expect(features.appUpdate.mandatory).toBe(!lucky.flags.MANDATORYAPPUPDATES3);
  });

  it('gives a flag the manifest leaves out its schema default, from the validator and without it', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../schema/merchant.schema.json', import.meta.url), 'utf8')) as { definitions: { WhiteLabelFlags: { properties: Record<string, { default: boolean }> } } };
    const defaultOf = (name: string) => schema.definitions.WhiteLabelFlags.properties[name]!.default;
    // Each flag set against its default, then left out: the feature must flip back to the default.
    for (const [name, read] of [['CBS3', (f: FeatureSet) => f.chat.enabled], ['MOBILEAUTOLOGIN3', (f: FeatureSet) => f.autoLogin], ['PWDEXPFORCECHANGE3', (f: FeatureSet) => f.passwordExpiryForcesChange]] as const) {
      const against = { ...lucky, flags: { ...lucky.flags, [name]: !defaultOf(name) } };
      expect(read(resolveFeatures(against, null)), name).toBe(!defaultOf(name));
      const { [name]: _left, ...rest } = against.flags;
      expect(read(resolveFeatures({ ...lucky, flags: rest as MerchantManifest['flags'] }, null)), `${name} left out`).toBe(defaultOf(name));
      const raw: unknown = JSON.parse(JSON.stringify({ ...lucky, flags: rest }));
      if (!validate(raw)) throw new Error('a manifest without a flag must validate');
      expect(raw.flags[name], `${name} filled in by the validator`).toBe(defaultOf(name));
    }
  });

  it('ignores flag values it cannot read', () => {
    const features = resolveFeatures(lucky, readStatus({ whitelabelVal: { CBS3: 'maybe' } }));
    expect(features.chat.enabled).toBe(lucky.flags.CBS3);
  });

  it('takes live thresholds, Geetest settings and the live-only values from the status', () => {
    const features = resolveFeatures(lucky, readStatus({
      whitelabelVal: { a2hsMaxCloseTimes: '3' },
      gw: { GEETEST_ID: 'live-id', GEETEST_VERSION: 'V4' },
      maintenance: true, maintenanceEnd: 1_800_000_000_000, regionRestriction: '1', location: { ip: '203.0.113.9' },
      imageCDNs: ['https://cdn1', 7],
    }));
    expect(features.installPrompt.maxCloseTimes).toBe(3);
    expect(features.captcha).toMatchObject({ id: 'live-id', version: 'v4' });
    expect(features.maintenance).toEqual({ active: true, endsAt: 1_800_000_000_000 });
    expect(features.regionRestricted).toBe(true);
    expect(features.clientIp).toBe('203.0.113.9');
    expect(features.imageCdns).toEqual(['https://cdn1']);
  });

  it('shows the login captcha for GEETEST3 unless GEETESTTEST3 outside test mode', () => {
    const on = { GEETEST3: true, GEETESTTEST3: false };
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: on })).captcha.login).toBe(true);
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: { ...on, GEETESTTEST3: true } })).captcha.login).toBe(false);
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: { ...on, GEETESTTEST3: true }, test: true })).captcha.login).toBe(true);
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: { GEETEST3: false } })).captcha.login).toBe(false);
  });

  it('forces the country picker for the firebase SMS provider or UPDATEMOBILEICC3, locks it by DISABLEDMOBILEICC3', () => {
    const off = { UPDATEMOBILEICC3: false, DISABLEDMOBILEICC3: false };
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: off })).countryPicker).toEqual({ forced: false, locked: false });
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: off, sms: { provider: 'FIREBASE' } })).countryPicker.forced).toBe(true);
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: { UPDATEMOBILEICC3: true, DISABLEDMOBILEICC3: true } })).countryPicker).toEqual({ forced: true, locked: true });
  });

  it('knows a members-only home from the route table', () => {
    expect(resolveFeatures(lucky, null).loginRequired).toBe(false);
    expect(resolveFeatures(manifest('siamspin'), null).loginRequired).toBe(true);
  });

  it('takes download links from the manifest, each overridden by an https entry of the status resources', () => {
    expect(resolveFeatures(lucky, null).downloadLinks).toEqual(lucky.downloadLinks);
    const features = resolveFeatures(lucky, readStatus({
      resources: [
        { resourceType: 'Android', url: 'https://cdn.example/new.apk' },
        { resourceType: 'IOS', url: '' },
        { resourceType: 'MOBILECONFIG', url: 'http://plain.example/p.mobileconfig' },
        { resourceType: 'appdownloadicon', url: 'https://cdn.example/icon.png' },
        { resourceType: 'Windows', url: 'https://cdn.example/x.exe' },
        'junk',
      ],
    }));
    expect(features.downloadLinks).toEqual({
      Android: 'https://cdn.example/new.apk',
      MOBILECONFIG: lucky.downloadLinks.MOBILECONFIG,
      AppDownloadIcon: 'https://cdn.example/icon.png',
    });
  });

  it('enables the download bar only with the overlay on and a real link (an icon alone is none)', () => {
    expect(resolveFeatures(lucky, null).downloadBar.enabled).toBe(true);
    const noLinks = readStatus({ resources: ['Android', 'IOS', 'MOBILECONFIG'].map((resourceType) => ({ resourceType, url: '' })) });
    expect(resolveFeatures(lucky, noLinks).downloadBar.enabled).toBe(false);
    expect(resolveFeatures({ ...lucky, downloadLinks: { AppDownloadIcon: 'https://cdn.example/i.png' } }, null).downloadBar.enabled).toBe(false);
    expect(resolveFeatures(manifest('siamspin'), null).downloadBar.enabled).toBe(false);
  });

  it('asks for the registration captcha as the status register.captcha.enabled says, else by the login rule', () => {
    const on = { GEETEST3: true, GEETESTTEST3: false };
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: on })).captcha.register).toBe(true);
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: on, register: { captcha: { enabled: false } } })).captcha.register).toBe(false);
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: { GEETEST3: false }, register: { captcha: { enabled: '1' } } })).captcha.register).toBe(true);
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: on, register: { captcha: { enabled: 'perhaps' } } })).captcha.register).toBe(true);
  });

  it('takes new accounts unless the status register.enabled says no; closed, social sign-in never registers by itself', () => {
    const auto = { FIREBASECREATEACC3: true };
    const open = resolveFeatures(lucky, readStatus({ whitelabelVal: auto }));
    expect([open.registration.open, open.social.autoRegister]).toEqual([true, true]);
    expect(resolveFeatures(lucky, null).registration.open).toBe(true);
    for (const closed of [false, 'N', 0]) {
      const features = resolveFeatures(lucky, readStatus({ whitelabelVal: auto, register: { enabled: closed } }));
      expect([features.registration.open, features.social.autoRegister]).toEqual([false, false]);
    }
    expect(resolveFeatures(lucky, readStatus({ whitelabelVal: auto, register: { enabled: 'perhaps' } })).registration.open).toBe(true);
  });

  it('shows the live header logo (https or a path on this site) over the manifest’s', () => {
    expect(resolveFeatures(lucky, null).logo).toBe(lucky.templates.logo);
    expect(resolveFeatures(lucky, readStatus({ mobileTemplate: { h5_logo: 'https://cdn.example/logo.png' } })).logo).toBe('https://cdn.example/logo.png');
    expect(resolveFeatures(lucky, readStatus({ mobileTemplate: { h5_logo: '/m/merchants/luckyvn/assets/new.svg' } })).logo).toBe('/m/merchants/luckyvn/assets/new.svg');
    for (const junk of ['http://cdn.example/logo.png', '//evil.example/x.png', 'javascript:alert(1)', '', null]) {
      expect(resolveFeatures(lucky, readStatus({ mobileTemplate: { h5_logo: junk } })).logo).toBe(lucky.templates.logo);
    }
  });

  it('passes the overlay timings through as the validator filled them in (the schema’s defaults, no second copy in code)', () => {
    const features = resolveFeatures(lucky, null);
    expect(features.marquee.speedPxPerSecond).toBe(60);
    expect(features.spinner).toEqual({ autoHideMs: 10_000, afterErrorHideMs: 3_000 });
    expect(features.popups).toEqual({ visitorDelayMs: 1_000, memberDelayMs: 0, autoplayMs: 5_000, todayCheckbox: true });
    expect(features.welcome.waitMs).toBe(20_000);
    expect(features.captcha.version).toBe('v3');
  });
});
