// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxClient } from '../sandbox-client';
import { useFixtureSandbox } from '../testing/fixture-sandbox';
import { hostGet } from '../testing/host-get';

const fx = useFixtureSandbox();
let token: string;
// Runs after the fixture's reset: every test starts logged in as demo.
beforeEach(async () => {
  token = await fx.client('LVN').login('demo', 'demo1234');
});

describe('chat relays', () => {
  it('launch chat and count unread messages, not for type 4, not with CBS3 off', async () => {
    const chat = await fx.client('LVN').get<{ chatUrl: string }>('/wps/relay/CBS_launchChat', { token, query: { b2c: '1', title: 'T', backUrl: 'http://luckyvn.localhost:1/m/home', language: 'TW', headerColor: '#123456' } });
    const url = new URL(chat.value!.chatUrl);
    expect(url.origin).toBe(`http://chat.localhost:${new URL(fx.sandbox.url).port}`);
    expect(url.pathname + url.search).toBe(`/chat?user=demo&language=CN&title=T&backUrl=${encodeURIComponent('http://luckyvn.localhost:1/m/home')}&headerColor=%23123456&b2c=1`);
    const page = await hostGet(fx.sandbox.url, 'chat.localhost', url.pathname + url.search);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain('frame-ancestors');
    expect(page.body.toString()).toContain('data-testid="chat-param-language">CN<');
    expect(page.body.toString()).toContain('data-testid="chat-back" href="http://luckyvn.localhost:1/m/home"');
    // Opening the chat read the messages: none unread; others still have the default.
    expect((await fx.client('LVN').get('/wps/relay/CBS_unreadCount', { token })).value).toEqual({ unReadCount: 0 });
    const member1 = await fx.client('LVN').login('member1', 'member1234');
    expect((await fx.client('LVN').get('/wps/relay/CBS_unreadCount', { token: member1 })).value).toEqual({ unReadCount: 2 });
    const restricted = await fx.client('LVN').login('restricted', 'restricted1');
    expect(await fx.client('LVN').get('/wps/relay/CBS_launchChat', { token: restricted })).toMatchObject({ code: 'no_permissions' });
    expect(await fx.client('LVN').get('/wps/relay/CBS_unreadCount', { token: restricted })).toMatchObject({ code: 'no_permissions' });
    await fx.client('LVN').scenario({ flags: { CBS3: false } });
    expect(await fx.client('LVN').get('/wps/relay/CBS_unreadCount', { token })).toMatchObject({ code: 'feature.disabled' });
    expect(await fx.client('LVN').get('/wps/relay/CBS_unreadCount')).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
  });

  it('sends one member unread messages through the control API, leaving the others as they were', async () => {
    const send = (body: unknown) => fetch(`${fx.sandbox.url}/__sandbox/chat/message`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));
    expect(await send({ merchant: 'LVN', userName: 'Demo', count: 3 })).toMatchObject({ status: 200, json: { ok: true, unreadCount: 5 } });
    expect(await send({ merchant: 'LVN', userName: 'demo' })).toMatchObject({ json: { unreadCount: 6 } });
    expect((await fx.client('LVN').get('/wps/relay/CBS_unreadCount', { token })).value).toEqual({ unReadCount: 6 });
    const member1 = await fx.client('LVN').login('member1', 'member1234');
    expect((await fx.client('LVN').get('/wps/relay/CBS_unreadCount', { token: member1 })).value).toEqual({ unReadCount: 2 });
    expect((await send({ merchant: 'LVN', userName: 'nobody' })).status).toBe(404);
    expect((await send({ merchant: 'LVN', userName: 'demo', count: 0 })).status).toBe(400);
    expect((await send({ merchant: 'XXX', userName: 'demo' })).status).toBe(404);
  });
});

describe('marketing relays', () => {
  it('answer promotions, announcements, banners, rank progress and deposit settings', async () => {
    const promos = await fx.client('LVN').get('/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(promos.value).toMatchObject({ availablePromotions: { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } } });
    const notes = await fx.client('LVN').get<{ list: { execution: string }[] }>('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PR', platform: 'M' } });
    expect([...new Set(notes.value!.list.map((a) => a.execution))].sort()).toEqual(['A', 'B', 'F']);
    const app = await fx.client('LVN').get<{ list: { promotionType: string }[] }>('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PR', platform: 'M', category: 'app_download' } });
    expect(app.value!.list.map((a) => a.promotionType)).toEqual(['APP_DOWNLOAD']);
    const banners = await fx.client('LVN').get<{ list: { groupName: string }[] }>('/wps/relay/MCSFE_getBanners');
    // The fixture LVN lists no redirect origin: its carousel has the P and G banners, not the URL one.
    expect(banners.value!.list.map((b) => b.groupName)).toEqual(['m_popup1', 'm_popup2', 'm_banner', 'm_banner']);
    expect((await fx.client('LVN').get('/wps/relay/MCSFE_getPlayerRankProgress', { token })).value).toEqual({
      currentProgress: { completedConditions: 2, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 1 },
    });
    expect((await fx.client('LVN').get('/wps/relay/MCSFE_getDepositSettings', { token })).value).toEqual({ totalDepositSuccessCount: 0, firstDeposit: 'N' });
    await fx.client('LVN').scenario({ firstDeposit: 'Y', depositSettings: { totalDepositSuccessCount: 3 }, announcements: [{ id: 1, title: 'x', content: '<img src=x onerror=alert(1)>', promotionType: 'LOGIN', execution: 'A' }] });
    expect((await fx.client('LVN').get('/wps/relay/MCSFE_getDepositSettings', { token })).value).toEqual({ totalDepositSuccessCount: 3, firstDeposit: 'Y' });
    expect((await fx.client('LVN').get<{ list: unknown[] }>('/wps/relay/MCSFE_getListAnnouncements')).value!.list).toHaveLength(1);
  });

  it('answer the popup list in the request language, and follow scenario popups', async () => {
    const popups = (language = 'EN') => sandboxClient(fx.sandbox.url, 'LVN', language).get<{ list: { id: number; title: string; content: string; execution: string; forcedReading?: boolean }[] }>('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PR', platform: 'M' } });
    const vi = (await popups('VI')).value!.list;
    expect(vi.find((a) => a.id === 8101)!.title).toBe('Thưởng chào mừng 100%');
    expect(vi.find((a) => a.id === 8202)!.forcedReading).toBe(true);
    expect((await popups('EN')).value!.list.find((a) => a.id === 8101)!.title).toBe('100% welcome bonus');
    await fx.client('LVN').scenario({ popups: 'none' });
    expect((await popups()).value!.list).toEqual([]);
    expect((await fx.client('LVN').get<{ list: { groupName: string }[] }>('/wps/relay/MCSFE_getBanners')).value!.list.map((b) => b.groupName)).not.toContain('m_popup1');
    await fx.client('LVN').scenario({ popups: 'hostile' });
    expect((await popups()).value!.list.map((a) => a.content).join('')).toContain('<script>');
    await fx.client('LVN').scenario({ popups: 'error' });
    expect((await popups()).code).toBe('announcements.unavailable');
    await fx.client('LVN').scenario({ popups: null, craftedAnnouncement: { shape: 'unclosed-tags', chars: 1024 * 1024 } });
    const crafted = (await popups()).value!.list;
    expect(crafted.map((a) => a.execution)).toEqual(['B']);
    expect(crafted[0]!.content).toHaveLength(1024 * 1024);
    expect(crafted[0]!.content.slice(0, 20)).toBe('<p>Crafted</p><a<a<a');
  });

  it('filter the PR list by category when one is given: app_download is the download popup’s, and the popup list has none of it', async () => {
    const list = async (query: Record<string, string>) => (await fx.client('LVN').get<{ list: { id: number; category?: string | null }[] }>('/wps/relay/MCSFE_getListAnnouncements', { query })).value!.list;
    const app = await list({ types: 'PR', platform: 'M', category: 'app_download' });
    expect(app.length).toBeGreaterThan(0);
    expect(app.every((a) => a.category === 'app_download')).toBe(true);
    const popup = await list({ types: 'PR', platform: 'M' });
    expect(popup.filter((a) => app.some((b) => b.id === a.id))).toEqual([]);
    expect(await list({ types: 'PR', platform: 'M', category: 'no_such_category' })).toEqual([]);
    // The popup list's failure switch leaves the download popup's list alone.
    await fx.client('LVN').scenario({ popups: 'error' });
    expect((await list({ types: 'PR', platform: 'M', category: 'app_download' })).map((a) => a.id)).toEqual(app.map((a) => a.id));
    await fx.client('LVN').scenario({ popups: null });
  });

  it('answer the marquee lines for types=MQ in the Language header, and a scenario replaces them', async () => {
    const marquee = (language: string) => sandboxClient(fx.sandbox.url, 'LVN', language).get<{ list: { title: string; content: string }[] }>('/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'MQ', platform: 'M' } });
    const english = (await marquee('EN')).value!.list;
    expect(english).toHaveLength(3);
    expect(english[0]).toMatchObject({ promotionType: 'MARQUEE', execution: 'A', title: english[0]!.content });
    expect((await marquee('CN')).value!.list[0]!.title).not.toBe(english[0]!.title);
    await fx.client('LVN').scenario({ marquee: [] });
    expect((await marquee('EN')).value!.list).toEqual([]);
  });

  it('records tracking events', async () => {
    const events = JSON.stringify([{ eventName: 'register', eventValue: '{}', customerId: 1, currency: 'VND' }]);
    expect(await fx.client('LVN').post('/wps/relay/MCSFE_trackEvents', { events })).toMatchObject({ value: { accepted: 1 } });
    expect(await fx.client('LVN').post('/wps/relay/MCSFE_trackEvents', { events: 'nope' })).toMatchObject({ code: 'events.invalid' });
    expect((await fx.client('LVN').state()).events).toEqual([expect.objectContaining({ eventName: 'register' })]);
  });
});

describe('games', () => {
  it('answer lanes, trial launch and both launch shapes', async () => {
    const lanes = await fx.client('LVN').get<{ data: { lanes: { cards: unknown[] }[] } }>('/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5' } });
    expect(lanes.value!.data.lanes.length).toBeGreaterThanOrEqual(6);
    const trial = await fx.client('LVN').get<{ gameUrl: string }>('/wps/relay/GCS_gameTrialLaunch', { query: { gameId: 'super-ace', nodeId: '22' } });
    expect(trial.value!.gameUrl).toMatch(/^http:\/\/games\.localhost:\d+\/trial\?gameId=super-ace&nodeId=22&platform=html5$/);
    const one = { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'A', lottoGameCode: '', lottoView: 'lobby', device: 'MOBILE', backUrl: '/m/game', hasLobby: 'true', title: 'Lotto' };
    const launched = await fx.client('LVN').get<{ gameUrl: string }>('/wps/game/launchGame', { token, query: one });
    const url = new URL(launched.value!.gameUrl);
    expect(url.searchParams.get('language')).toBe('VI');
    expect(url.searchParams.get('backUrl')).toBe('/m/game');
    expect((await fx.client('LVN').get('/wps/game/launchGame', { token, query: { lottoMode: 'SEA_Tradition_Mobile', device: 'MOBILE' } })).success).toBe(true);
    expect(await fx.client('LVN').get('/wps/game/launchGame', { token, query: { device: 'MOBILE' } })).toMatchObject({ code: 'game.params.invalid' });
    expect(await fx.client('LVN').get('/wps/game/launchGame', { query: one })).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
    expect(url.origin).toMatch(/^http:\/\/games\.localhost:\d+$/);
    const page = (await hostGet(fx.sandbox.url, 'games.localhost', url.pathname + url.search)).body.toString();
    expect(page).toContain('<td data-testid="param-lottoView">lobby</td>');
    expect(page).not.toContain('data-testid="game-back"'); // a relative backUrl is not a link on another origin
  });
});

describe('the catalogue over the wire', () => {
  type Lanes = { data: { lanes: { title: string; cards: { accountTypeName: string; displayName: string }[] }[] } };
  const lanes = (merchant: string, language: string) => sandboxClient(fx.sandbox.url, merchant, language).get<Lanes>('/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5' } });

  it('answers each merchant its own lanes, in the Language header when the merchant speaks it, else English', async () => {
    const vi = (await lanes('LVN', 'VI')).value!.data.lanes;
    expect(vi[0]).toMatchObject({ title: 'Xổ số', cards: [{ accountTypeName: 'LOTT', displayName: 'Xổ số Việt Nam' }, { accountTypeName: 'ELOTT', displayName: 'Xổ số điện toán' }] });
    expect((await lanes('LVN', 'EN')).value!.data.lanes[0]!.title).toBe('Lottery');
    expect((await lanes('LVN', 'TH')).value!.data.lanes[0]!.title).toBe('Lottery'); // LVN does not speak Thai
    const th = (await lanes('TTH', 'TH')).value!.data.lanes;
    expect(th[0]).toMatchObject({ title: 'คาสิโนสด', cards: [{ accountTypeName: 'LIVE' }] });
  });
});

describe('push relays', () => {
  it('record bind, subscribe and unsubscribe', async () => {
    await fx.client('LVN').post('/wps/relay/CSP_fcmBind', { registrationToken: 'fcm-1' }, { token });
    await fx.client('LVN').post('/wps/relay/CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' }, { token });
    expect((await fx.client('LVN').state()).push).toEqual({ bound: ['fcm-1'], topics: [{ registrationToken: 'fcm-1', topic: 'ALL' }] });
    await fx.client('LVN').del('/wps/relay/CSP_fcmUnsubscribe', { registrationToken: 'fcm-1', unsubscribeAll: true }, { token });
    expect((await fx.client('LVN').state()).push).toEqual({ bound: [], topics: [] });
    expect((await fx.client('LVN').calls('/wps/relay/CSP_fcmSubscribe'))[0]!.body).toEqual({ registrationToken: 'fcm-1', topic: 'ALL' });
    expect(await fx.client('LVN').post('/wps/relay/CSP_fcmBind', { registrationToken: 'fcm-1' })).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
  });
});
