// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decryptCsPath } from '../des';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox();

type Status = Record<string, unknown> & { whitelabelVal: Record<string, boolean>; customerService: { path: string }[] };
const status = () => fx.client('LVN').get<Status>('/wps/system/status', { query: { device: 'MOBILE', track: '', originalDomain: 'lvn.example.test', url: 'https://lvn.example.test/m/home' } });

describe('GET /wps/system/status', () => {
  it('answers the merchant configuration and the live state', async () => {
    const { value } = await status();
    expect(value).toMatchObject({
      merchantCode: 'LVN', mainDomain: 'lvn.example.test', maintenance: false, maintenanceEnd: null, regionRestriction: false, test: false,
      gw: { GEETEST_ID: 'lvn0geetest0id00000000000000000', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
      location: { ip: '127.0.0.1' }, register: { captcha: { enabled: false } }, sms: { provider: 'default' },
    });
    expect(value!.whitelabelVal).toMatchObject({ CBS3: true, GEETEST3: false, MINIGAME3: true });
    expect(value!.resources).toContainEqual({ resourceType: 'Android', url: 'https://lvn.example.test/app/lvn.apk' });
    expect(decryptCsPath(value!.customerService[0]!.path)).toBe('https://chat.example.test/lvn');
  });

  it('follows the maintenance, region, flags and statusPatch scenarios', async () => {
    await fx.client('LVN').scenario({ maintenance: { end: 1_900_000_000_000 }, regionRestriction: true, flags: { CBS3: false }, statusPatch: { sms: { provider: 'firebase', apiKey: 'k' } } });
    expect((await status()).value).toMatchObject({
      maintenance: true, maintenanceEnd: 1_900_000_000_000, regionRestriction: true, whitelabelVal: { CBS3: false }, sms: { provider: 'firebase' },
    });
    await fx.client('LVN').scenario({ maintenance: { end: null } });
    expect((await status()).value).toMatchObject({ maintenance: true, maintenanceEnd: null });
  });

  it('sends the install-prompt thresholds in whitelabelVal, overridable by the thresholds switch', async () => {
    const values = async () => (await status()).value!.whitelabelVal as unknown as Record<string, unknown>;
    expect(await values()).toHaveProperty('a2hsMaxCloseTimes');
    await fx.client('LVN').scenario({ thresholds: { a2hsMaxCloseTimes: 1, a2hsDepositTimes: 4 } });
    expect(await values()).toMatchObject({ a2hsMaxCloseTimes: 1, a2hsDepositTimes: 4, CBS3: true });
    await expect(fx.client('LVN').scenario({ thresholds: { a2hsMaxCloseTimes: -2 } })).rejects.toThrow('must be an integer ≥ -1');
  });

  it('sends newer web app templates as mobileTemplate.parameters.pwa only under pwaTemplates', async () => {
    type Template = { mobileTemplate: Record<string, unknown> };
    expect((await status()).value).not.toHaveProperty('mobileTemplate.parameters');
    const pwa = { updatedAt: 1_767_225_600_000, title: 'Lucky VN 2', icons: { 192: '/m/merchants/lvn/assets/icon-192.png' } };
    await fx.client('LVN').scenario({ pwaTemplates: pwa });
    expect(((await status()).value as unknown as Template).mobileTemplate).toMatchObject({ parameters: { pwa } });
    await expect(fx.client('LVN').scenario({ pwaTemplates: { title: 'no date' } })).rejects.toThrow('pwaTemplates.updatedAt must be epoch ms');
  });

  it('answers domain_not_available under that scenario', async () => {
    await fx.client('LVN').scenario({ domainNotAvailable: true });
    expect(await status()).toMatchObject({ success: false, code: 'domain_not_available', message: expect.any(String) });
  });
});

describe('other system calls', () => {
  it('lists real countries with the merchant default', async () => {
    const { value } = await fx.client('LVN').get<{ countries: { countryCode: string; countryDialingCode: string }[] }>('/wps/system/country', { query: { _: 'LVN' } });
    expect(value).toMatchObject({ countryCode: 'VN', countryDialingCode: '+84', currency: 'VND', currencySymbol: '₫' });
    const codes = Object.fromEntries(value!.countries.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(codes).toMatchObject({ VN: '+84', TH: '+66', PH: '+63', IN: '+91', PK: '+92', ID: '+62', MM: '+95', MY: '+60', CN: '+86', US: '+1' });
    const tth = sandboxClient(fx.sandbox.url, 'TTH');
    expect((await tth.get('/wps/system/country')).value).toMatchObject({ countryCode: 'TH', currency: 'THB' });
  });

  it('answers ping (open to other origins), domain route and customer service', async () => {
    const ping = await fx.client('LVN').raw<{ value: { speed: number } }>('GET', '/wps/system/test/ping', undefined, { query: { speed: '42' } });
    expect(ping.headers.get('access-control-allow-origin')).toBe('*');
    expect(ping.body.value.speed).toBe(42);
    expect((await fx.client('LVN').get('/wps/system/domainRoute')).value).toEqual({
      domainList: [{ domainName: 'lvn.example.test' }, { domainName: 'www.lvn.example.test' }, { domainName: 'lvn.localhost' }], mainDomain: 'lvn.example.test',
    });
    const cs = await fx.client('LVN').get<{ customerService: { csType: string; path: string }[]; domainList: unknown[] }>('/wps/system/customerService');
    expect(cs.value!.customerService.map((e) => decryptCsPath(e.path))).toEqual(['https://chat.example.test/lvn', 'https://t.me/lvn_sandbox']);
    expect(cs.value!.domainList).toHaveLength(3);
  });
});
