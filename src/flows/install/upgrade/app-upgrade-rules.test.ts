// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appLinkFor, decideAppUpgrade, readUpgradeable } from './app-upgrade-rules';

const base = { inNativeApp: true, upgradeable: null, link: 'https://dl.example/a.apk', mandatory: false, closed: false };

describe('decideAppUpgrade', () => {
  it('shows only inside the native app, with a link, unless the app says it is up to date', () => {
    expect(decideAppUpgrade(base)).toBe('closable');
    expect(decideAppUpgrade({ ...base, upgradeable: true })).toBe('closable');
    expect(decideAppUpgrade({ ...base, upgradeable: false })).toBe('hidden');
    expect(decideAppUpgrade({ ...base, inNativeApp: false })).toBe('hidden');
    expect(decideAppUpgrade({ ...base, link: undefined })).toBe('hidden');
  });

  it('stays once closed, unless the update is mandatory (then it cannot be closed at all)', () => {
    expect(decideAppUpgrade({ ...base, closed: true })).toBe('hidden');
    expect(decideAppUpgrade({ ...base, mandatory: true })).toBe('mandatory');
    expect(decideAppUpgrade({ ...base, mandatory: true, closed: true })).toBe('mandatory');
    expect(decideAppUpgrade({ ...base, mandatory: true, upgradeable: false })).toBe('hidden');
  });
});

describe('readUpgradeable', () => {
  it.each([['true', true], ['1', true], ['FALSE', false], ['0', false], ['maybe', null], [null, null]] as const)('%s → %s', (raw, value) => {
    expect(readUpgradeable(raw)).toBe(value);
  });
});

describe('appLinkFor', () => {
  const links = { Android: 'https://a/x.apk', IOS: 'https://apps.apple.com/x', MOBILECONFIG: 'https://a/p.mobileconfig' };
  it('takes the store link of the platform, never the profile', () => {
    expect(appLinkFor('android', links)).toBe(links.Android);
    expect(appLinkFor('ios', links)).toBe(links.IOS);
    expect(appLinkFor('ios', { MOBILECONFIG: links.MOBILECONFIG })).toBeUndefined();
    expect(appLinkFor('other', { IOS: links.IOS })).toBe(links.IOS);
  });
});
