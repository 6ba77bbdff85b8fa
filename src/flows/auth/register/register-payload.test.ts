// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRegisterPayload, pixelTrack, registerEndpoint, registerMethod, registerUrl, type RegisterContext } from './register-payload';

const browser = { inNativeApp: false, webClip: false, standalone: false };

describe('registerMethod', () => {
  it.each([
    [{ ...browser }, 'H5'],
    [{ ...browser, standalone: true }, 'PWA'],
    [{ ...browser, standalone: true, webClip: true }, 'WEBCLIP'],
    [{ ...browser, webClip: true }, 'WEBCLIP'],
    [{ ...browser, inNativeApp: true, standalone: true, webClip: true }, 'APP'],
  ])('%o → %s', (device, method) => expect(registerMethod(device)).toBe(method));
});

describe('registerUrl: the current URL with affiliateCode and r added', () => {
  it('adds the kept codes', () => {
    expect(registerUrl('https://m.a.example/m/register', { affiliateCode: 'AFF1', referralCode: 'R9' })).toBe('https://m.a.example/m/register?affiliateCode=AFF1&r=R9');
  });
  it('keeps the other parameters and replaces stale codes', () => {
    expect(registerUrl('https://m.a.example/m/register.html?x=1&r=OLD#top', { referralCode: 'R 9&y' })).toBe('https://m.a.example/m/register.html?x=1&r=R+9%26y#top');
  });
  it('leaves the URL alone without codes', () => {
    expect(registerUrl('https://m.a.example/m/register?affiliateCode=A', {})).toBe('https://m.a.example/m/register?affiliateCode=A');
  });
});

describe('pixelTrack', () => {
  it('takes the pixel ids from the manifest and the click ids from the landing URL, dropping empty values', () => {
    expect(pixelTrack({ facebookPixelId: '1005', tiktokPixelId: 'TT1', kwaiPixelId: 'KW1', gtagId: 'G-1' }, { ad_fbclid: 'F1', ad_gclid: '', kwai_pixel_id: 'KP', kwai_click_id: 'KC', affiliateCode: 'AFF1' })).toEqual({
      facebook_pixel_id: '1005', tiktok_pixel_id: 'TT1', kwai_pixel_base_code: 'KW1', gtag_id: 'G-1', ad_fbclid: 'F1', kwai_pixel_id: 'KP', kwai_click_id: 'KC',
    });
  });
  it('is null when everything is empty', () => {
    expect(pixelTrack({}, {})).toBeNull();
    expect(pixelTrack({ gtagId: ' ' }, { ad_fbclid: '' })).toBeNull();
  });
});

const context: RegisterContext = {
  href: 'https://m.a.example/m/register',
  hostname: 'm.a.example',
  device: { inNativeApp: false, webClip: false, standalone: true },
  analytics: { facebookPixelId: '1005' },
  info: { affiliateCode: 'AFF1', referralCode: 'R9', originalDomain: 'm.a.example', ad_fbclid: 'F1' },
  loginDeviceId: 'DEV-1',
};

describe('buildRegisterPayload (every field of the register payload)', () => {
  it('username registration', () => {
    expect(buildRegisterPayload({ kind: 'username', username: ' newbie01 ', password: ' secret99', login: true }, context, { geetestSeccode: 'c|jordan', geetestChallenge: 'c' })).toEqual({
      registerMethod: 'PWA',
      registerUrl: 'https://m.a.example/m/register?affiliateCode=AFF1&r=R9',
      loginDeviceId: 'DEV-1',
      isOfficialAppLogin: false,
      domain: 'm.a.example',
      referralCode: 'R9',
      affiliateCode: 'AFF1',
      pixelTrack: { facebook_pixel_id: '1005', ad_fbclid: 'F1' },
      login: true,
      geetestSeccode: 'c|jordan',
      geetestChallenge: 'c',
      username: 'newbie01',
      password: ' secret99', // a password is sent as typed
    });
  });

  it('mobile registration, in the native app, without landing codes', () => {
    const payload = buildRegisterPayload(
      { kind: 'mobile', mobileNum: '0912 345-678', countryDialingCode: '+84', verificationCode: ' 123456 ', password: 'default1', login: false },
      { ...context, device: { inNativeApp: true, webClip: false, standalone: false }, info: {}, analytics: {} },
      {},
    );
    expect(payload).toEqual({
      registerMethod: 'APP', registerUrl: 'https://m.a.example/m/register', loginDeviceId: 'DEV-1', isOfficialAppLogin: true, domain: 'm.a.example',
      referralCode: '', affiliateCode: '', pixelTrack: null, login: false,
      mobileNum: '0912345678', countryDialingCode: '+84', verificationCode: '123456', password: 'default1',
    });
  });

  it('no username: the server picks one', () => {
    expect(buildRegisterPayload({ kind: 'username', username: '  ', password: 'secret99', login: true }, context, {})).not.toHaveProperty('username');
  });
});

describe('registerEndpoint (username, auto username or mobile number)', () => {
  it('chooses the row: its path, module and encryption', () => {
    const pick = (form: Parameters<typeof registerEndpoint>[0]) => {
      const row = registerEndpoint(form);
      return { path: row.path, moduleId: row.moduleId, encrypt: row.encrypted === true };
    };
    expect(pick({ kind: 'username', username: 'a1b2', password: 'x', login: true })).toEqual({ path: '/wps/member/register', moduleId: 'REG3', encrypt: true });
    expect(pick({ kind: 'username', username: '', password: 'x', login: true })).toEqual({ path: '/wps/member/register/autoUsername', moduleId: 'REG3', encrypt: false });
    expect(pick({ kind: 'mobile', mobileNum: '9', countryDialingCode: '+84', verificationCode: '1', password: 'x', login: true })).toEqual({ path: '/wps/member/register/mobile', moduleId: 'MOBILENUMREG3', encrypt: true });
  });
});
