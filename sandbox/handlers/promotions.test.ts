// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PROMOTION_TYPES } from '../catalogue/promotions';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';
import valid from '../../tests/fixtures/manifests/valid.json';

const fx = useFixtureSandbox();
type List = { list: { id: number; promotionType: string; title: string; maxBonus: number | null; startTime: number }[] };

describe('promotion pages', () => {
  it('list one promotion of every type of the manifest table, newest first, in the Language header', async () => {
    expect([...PROMOTION_TYPES].sort()).toEqual(Object.keys(valid.promotionTargets).sort());
    const vi = await sandboxClient(fx.sandbox.url, 'LVN', 'VI').get<List>('/wps/relay/MCSFE_getPromotionList', { query: { platform: 'M' } });
    const en = await sandboxClient(fx.sandbox.url, 'LVN', 'EN').get<List>('/wps/relay/MCSFE_getPromotionList', { query: { platform: 'M' } });
    expect(vi.value!.list).toHaveLength(15);
    expect(new Set(vi.value!.list.map((p) => p.id)).size).toBe(15);
    expect(vi.value!.list.map((p) => p.startTime)).toEqual([...vi.value!.list.map((p) => p.startTime)].sort((a, b) => b - a));
    expect(vi.value!.list.find((p) => p.id === 501)!.title).toBe('Thưởng tải ứng dụng');
    expect(en.value!.list.find((p) => p.id === 501)!.title).toBe('App download bonus');
    // VND amounts: the app bonus is 35 000 ₫, not 50.
    expect(vi.value!.list.find((p) => p.id === 501)!.maxBonus).toBe(35_000);
  });

  it('answer one promotion with its rules, promotion.not.found for an unknown id, and nothing with scenario list empty', async () => {
    const one = await fx.client('LVN').get<{ rules: string[]; promotionType: string }>('/wps/relay/MCSFE_getPromotionDetail', { query: { id: '502', platform: 'M' } });
    expect(one.value!.promotionType).toBe('REFERRAL');
    expect(one.value!.rules.length).toBeGreaterThanOrEqual(3);
    expect(await fx.client('LVN').get('/wps/relay/MCSFE_getPromotionDetail', { query: { id: '999', platform: 'M' } })).toMatchObject({ code: 'promotion.not.found' });
    await fx.client('LVN').scenario({ promotions: { list: 'empty', vipLevels: 'empty' } });
    expect((await fx.client('LVN').get<List>('/wps/relay/MCSFE_getPromotionList', { query: { platform: 'M' } })).value!.list).toEqual([]);
    expect(await fx.client('LVN').get('/wps/relay/MCSFE_getPromotionDetail', { query: { id: '502', platform: 'M' } })).toMatchObject({ code: 'promotion.not.found' });
    expect((await fx.client('LVN').get<{ levels: unknown[] }>('/wps/relay/MCSFE_getVipLevels')).value!.levels).toEqual([]);
  });

  it('describe the referral programme in HTML in the request\'s language; scenario content hostile makes every description hostile', async () => {
    type Detail = { content: string | null };
    const detail = (id: string, language = 'EN') => sandboxClient(fx.sandbox.url, 'LVN', language).get<Detail>('/wps/relay/MCSFE_getPromotionDetail', { query: { id, platform: 'M' } });
    expect((await detail('502')).value!.content).toContain('href="/m/inviteFriends"');
    expect((await detail('502', 'VI')).value!.content).toContain('Cách tham gia');
    expect((await detail('503')).value!.content).toBeNull();
    await fx.client('LVN').scenario({ promotions: { content: 'hostile' } });
    expect((await detail('503')).value!.content).toContain('<script>');
  });

  it('answer the VIP levels lowest first, and the referral programme: the member code and counts with a token only', async () => {
    const levels = await fx.client('LVN').get<{ levels: { rankLevel: number }[] }>('/wps/relay/MCSFE_getVipLevels');
    expect(levels.value!.levels.map((l) => l.rankLevel)).toEqual([0, 1, 2, 3, 4, 5]);
    const visitor = await fx.client('LVN').get('/wps/relay/MCSFE_getReferralInfo');
    expect(visitor.value).toMatchObject({ referralCode: null, invitedCount: null, qualifiedCount: null });
    const token = await fx.client('LVN').login('demo', 'demo1234');
    const member = await fx.client('LVN').get<{ referralCode: string; invitedCount: number }>('/wps/relay/MCSFE_getReferralInfo', { token });
    expect(member.value!.referralCode).toMatch(/^LVN\d+$/);
    await fx.client('LVN').scenario({ promotions: { invitedCount: 0 } });
    expect((await fx.client('LVN').get('/wps/relay/MCSFE_getReferralInfo', { token })).value).toMatchObject({ invitedCount: 0, qualifiedCount: 0 });
  });

  it('seeds a type 1 member and one without VIP benefits', async () => {
    const one = await fx.client('LVN').login('member1', 'member1234');
    expect((await fx.client('LVN').get('/wps/member/info', { token: one })).value).toMatchObject({ type: 1, clubLabel: { type: 'AUTO' } });
    const novip = await fx.client('LVN').login('novip', 'novip1234');
    expect((await fx.client('LVN').get('/wps/member/info', { token: novip })).value).toMatchObject({ type: 0, clubLabel: { type: 'MANUAL' } });
  });
});
