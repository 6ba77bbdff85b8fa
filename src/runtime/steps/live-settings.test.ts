// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customerServiceEntry, readCsEntries, resolveLiveSettings, type CsEntry } from './live-settings';
import type { MerchantManifest } from '../merchant-manifest.generated';
import { resolveFeatures } from './resolve-features';
import { readStatus } from './system-status';
import validate from '../validate-manifest.generated.js';

function manifest(patch: (m: MerchantManifest) => void = () => undefined): MerchantManifest {
  const data: unknown = JSON.parse(readFileSync(new URL('../../../merchants/luckyvn/manifest.json', import.meta.url), 'utf8'));
  if (!validate(data)) throw new Error('invalid');
  patch(data);
  return data;
}

const assetBase = '/m/merchants/luckyvn/';
function live(rawStatus: unknown | null, m = manifest()) {
  const status = rawStatus === null ? null : readStatus(rawStatus);
  return resolveLiveSettings({ manifest: m, status, features: resolveFeatures(m, status), assetBase });
}
const entry = (csType: string, path: string): CsEntry => ({ csType, csPosition: 'FOOTER', title: csType, path });

describe('resolveLiveSettings: mobile template', () => {
  const m = manifest();

  it('uses the manifest’s template when the status sends none, as URLs', () => {
    expect(live(null).template).toEqual({
      logoUrl: assetBase + m.templates.logo,
      backgroundUrl: m.templates.appBackground ? assetBase + m.templates.appBackground : null,
      description: m.templates.appDescription,
      descriptionColor: m.templates.appDescriptionColor,
    });
  });

  it('lets the live logo, background, description and colour win', () => {
    const template = live({ mobileTemplate: { h5_logo: 'https://cdn.example/l.png', app_background: '/m/bg.png', app_desc: 'Live text', app_desc_font_color: '#112233' } }).template;
    expect(template).toEqual({ logoUrl: 'https://cdn.example/l.png', backgroundUrl: '/m/bg.png', description: 'Live text', descriptionColor: '#112233' });
  });

  it('ignores live values it cannot use (plain http, blank text, a colour that is no #rrggbb)', () => {
    const template = live({ mobileTemplate: { app_background: 'http://x.example/bg.png', app_desc: '  ', app_desc_font_color: 'red;background:url(x)' } }).template;
    expect(template.description).toBe(m.templates.appDescription);
    expect(template.descriptionColor).toBe(m.templates.appDescriptionColor);
    expect(template.backgroundUrl).toBe(m.templates.appBackground ? assetBase + m.templates.appBackground : null);
  });
});

describe('resolveLiveSettings: customer service', () => {
  const withCs = (cs: MerchantManifest['customerService']) => manifest((x) => void (x.customerService = cs));
  const manifestCs = { defaultUrl: 'https://support.example/chat', entries: [entry('LINE', 'https://line.me/R/ti/p/@brand')], origins: [] };

  it('reads only entries with a path from untrusted JSON', () => {
    expect(readCsEntries([{ csType: 'LIVECHAT', path: 'x' }, { csType: 'NOPATH' }, null, 'junk'])).toEqual([{ csType: 'LIVECHAT', csPosition: '', title: '', path: 'x' }]);
    expect(readCsEntries({ path: 'x' })).toEqual([]);
  });

  it('the status entries win, then the manifest’s, then its defaultUrl; none is null', () => {
    expect(live({ customerService: [entry('AICAN', 'enc')] }, withCs(manifestCs)).customerService).toEqual({ entry: entry('AICAN', 'enc'), entries: [entry('AICAN', 'enc')], live: true });
    // The lists placed by csPosition get every entry: the status's, else the manifest's and its defaultUrl.
    expect(live({ customerService: [] }, withCs(manifestCs)).customerService.entries.map((e) => e.csPosition)).toEqual(['FOOTER', 'DEFAULT']);
    expect(live({ customerService: [] }, withCs(manifestCs)).customerService.entry?.csType).toBe('LINE');
    expect(live({}, withCs({ defaultUrl: 'https://support.example/chat', entries: [], origins: [] })).customerService.entry).toMatchObject({ csType: 'LIVECHAT', path: 'https://support.example/chat' });
    expect(live({}, withCs({ entries: [], origins: [] })).customerService.entry).toBeNull();
  });

  it('when the status call failed, the server’s own list wins over the manifest once it is known', () => {
    const setting = live(null, withCs(manifestCs)).customerService;
    expect(setting).toMatchObject({ entry: manifestCs.entries[0], live: false });
    expect(customerServiceEntry(setting, [entry('TELEGRAM', 'enc')])?.csType).toBe('TELEGRAM');
    expect(customerServiceEntry(setting, 'junk')?.csType).toBe('LINE');
    // A live setting is settled: a server list does not move it.
    expect(customerServiceEntry({ entry: null, entries: [], live: true }, [entry('TELEGRAM', 'enc')])).toBeNull();
  });
});

describe('resolveLiveSettings: analytics, profile icons, main domain', () => {
  it('takes each pixel id the status sends (well-formed only) over the manifest’s', () => {
    const m = manifest((x) => void (x.analytics = { facebookPixelId: '111', gtagId: 'G-OLD' }));
    expect(live(null, m).analytics).toEqual({ facebookPixelId: '111', gtagId: 'G-OLD' });
    expect(live({ analytics: { facebookPixelId: '222', tiktokPixelId: 'TT1', gtagId: 'bad id!', other: 'x' } }, m).analytics)
      .toEqual({ facebookPixelId: '222', tiktokPixelId: 'TT1', gtagId: 'G-OLD' });
  });

  it('takes gw.PROFILE_ICON_COUNT (a positive whole number) over the manifest’s profileIconCount (schema default 9)', () => {
    expect(live(null).profileIconCount).toBe(9);
    expect(live({ gw: { PROFILE_ICON_COUNT: '12' } }).profileIconCount).toBe(12);
    expect(live({ gw: { PROFILE_ICON_COUNT: -3 } }).profileIconCount).toBe(9);
    expect(live({ gw: { PROFILE_ICON_COUNT: 2.5 } }).profileIconCount).toBe(9);
  });

  it('takes the status mainDomain over the manifest’s first domain', () => {
    const m = manifest();
    expect(live(null).mainDomain).toBe(m.domains[0]);
    expect(live({ mainDomain: 'new.luckyvn.example' }).mainDomain).toBe('new.luckyvn.example');
  });
});
