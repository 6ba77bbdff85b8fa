// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '../merchants';
import { marqueeFor } from './marquee-lines';
import { serverBanners } from './server-banners';

const { merchants } = loadMerchants(new URL('../../merchants', import.meta.url).pathname);
const byId = (id: string) => merchants.find((m) => m.id === id)!;

describe('server banners (m_banner)', () => {
  it('gives every demo merchant one P, one URL to its own allow-list and one G banner, with CDN pictures', () => {
    for (const merchant of merchants) {
      const list = serverBanners(merchant).map((b) => b.banner);
      expect(list.map((b) => [b.groupName, b.linkageType])).toEqual([['m_banner', 'P'], ['m_banner', 'URL'], ['m_banner', 'G']]);
      list.forEach((b, i) => expect(b).toMatchObject({ url: `/banners/${merchant.id}/${i + 1}.jpg`, urlWebp: `/banners/${merchant.id}/${i + 1}.webp` }));
      expect(merchant.redirectAllowList).toContain(list[1]!.linkage);
      expect(list[1]!.linkage).toMatch(/^https:\/\//);
      expect(list[0]!.linkage).toBe('501');
    }
  });

  it('G launches the lottery for the Vietnamese brand, a slot or live game the others offer', () => {
    expect(serverBanners(byId('luckyvn'))[2]!.banner).toEqual({ groupName: 'm_banner', url: '/banners/luckyvn/3.jpg', urlWebp: '/banners/luckyvn/3.webp', linkageType: 'G', linkage: 'VN_LOTTO_MB', roomId: null, nodeId: 12, gameType: 'LOTT', vendor: 'VNLOTTO' });
    expect(serverBanners(byId('siamspin'))[2]!.banner).toMatchObject({ linkage: 'MX-LIVE-001', vendor: 'SEXY', gameType: 'LIVE', nodeId: 42 });
    expect(serverBanners(byId('goldcrest'))[2]!.banner).toMatchObject({ linkage: 'vs20fruitsw', vendor: 'PRAGMATIC', gameType: 'RNG', nodeId: 23 });
    expect(serverBanners(byId('goldcrest'))[2]!.headline).toBe('Sweet Bonanza');
  });

  it('leaves out the URL banner for a merchant without an https origin to link to', () => {
    expect(serverBanners({ ...byId('luckyvn'), redirectAllowList: [] }).map((b) => b.banner.linkageType)).toEqual(['P', 'G']);
  });
});

describe('marquee lines (types=MQ)', () => {
  it('answers three lines in each language of each merchant, distinct from English', () => {
    for (const merchant of merchants) {
      const english = marqueeFor(merchant, 'EN');
      expect(english).toHaveLength(3);
      expect(english[0]).toEqual({ id: 7101, title: english[0]!.title, content: english[0]!.title, promotionType: 'MARQUEE', execution: 'A' });
      for (const language of merchant.supportedLanguages.filter((l) => l !== 'EN')) {
        marqueeFor(merchant, language).forEach((line, i) => expect(line.title, `${merchant.id} ${language}`).not.toBe(english[i]!.title));
      }
    }
    expect(marqueeFor(byId('siamspin'), 'TH')[0]!.title).toBe('คาสิโนสดเปิดให้บริการตลอด 24 ชั่วโมง');
  });

  it('falls back to English, and to generic lines for a merchant it has none for; a scenario replaces them', () => {
    expect(marqueeFor(byId('siamspin'), 'VI')[0]!.title).toBe('Live casino tables open 24 hours a day.');
    expect(marqueeFor({ id: 'other', supportedLanguages: ['EN', 'TH'] }, 'TH')[2]!.title).toBe('ฝ่ายบริการลูกค้าเปิดตลอด 24 ชั่วโมง');
    expect(marqueeFor({ id: 'other', supportedLanguages: ['EN'] }, 'TH')[2]!.title).toBe('Customer service is open 24 hours a day.');
    expect(marqueeFor(byId('luckyvn'), 'VI', ['One']).map((l) => l.title)).toEqual(['One']);
  });
});
