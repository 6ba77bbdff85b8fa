import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landing } from '@/state/landing';
import { session, setSession } from '@/state/session';
import { adoptQueryToken, checkLandingToken, type LandingCheck } from './query-token';

const ENTRY = { merchantCode: 'LVN', languages: { default: 'VI', supported: ['VI', 'EN'] } };

/** Every value the page wrote to session storage, to prove a token never got there. */
function sessionWrites(): string[] {
  const writes: string[] = [];
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (this === sessionStorage) writes.push(`${key}=${value}`);
    setItem.call(this, key, value);
  });
  return writes;
}

describe('adoptQueryToken', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    session.info = null;
    landing.account = null;
    landing.refused = null;
  });
  afterEach(() => vi.restoreAllMocks());

  it('checks the link’s token with the server, after it left the address, and only then stores it and names the account', async () => {
    history.replaceState(null, '', '/m/home?token=link-token&track=x');
    const seen: string[] = [];
    const check = vi.fn(async (token: string, headers: { merchantCode: string; language: string }): Promise<LandingCheck> => {
      seen.push(location.pathname + location.search, JSON.stringify(sessionStorage.getItem('session-info')), `${token} ${headers.merchantCode} ${headers.language}`);
      return { kind: 'valid', id: '10007', userName: 'member1', type: 1 };
    });
    await adoptQueryToken(ENTRY, check);
    // At the check the token was already out of the address and not yet stored.
    expect(seen).toEqual(['/m/home?track=x', 'null', 'link-token LVN VI']);
    expect(session.info).toMatchObject({ token: 'link-token', id: '10007', userName: 'member1', type: 1, merchantCode: 'LVN' });
    expect(landing.account).toEqual({ userName: 'member1', banner: true, confirmed: false });
    expect(JSON.parse(sessionStorage.getItem('landed-account') ?? 'null')).toEqual({ userName: 'member1', banner: true, confirmed: false });
  });

  it.each([['invalid'], ['unchecked']] as const)('a token the server does not take (%s) never reaches session storage; the page is told why', async (kind) => {
    history.replaceState(null, '', '/m/member/home?tokens=attacker-or-stale');
    const writes = sessionWrites();
    await adoptQueryToken(ENTRY, async () => ({ kind }));
    expect(session.info).toBeNull();
    expect(writes.filter((w) => w.includes('attacker-or-stale'))).toEqual([]);
    expect(Object.values({ ...sessionStorage }).join()).not.toContain('attacker-or-stale');
    expect(landing).toMatchObject({ account: null, refused: kind });
    expect(location.search).toBe('');
  });

  it('keeps the player’s session when a different token arrives (a lure link), asks nothing, and still removes it', async () => {
    setSession({ token: 'mine', merchantCode: 'LVN', userName: 'demo' });
    history.replaceState(null, '', '/m/home?tokens=attacker');
    const check = vi.fn();
    await adoptQueryToken(ENTRY, check);
    expect(check).not.toHaveBeenCalled();
    expect(session.info).toMatchObject({ token: 'mine', userName: 'demo' });
    expect(JSON.parse(sessionStorage.getItem('session-info') ?? '{}').token).toBe('mine');
    expect(landing.account).toBeNull();
    expect(location.search).toBe('');
  });

  it('does nothing without a token in the address', async () => {
    history.replaceState(null, '', '/m/home?language=EN');
    const check = vi.fn();
    await adoptQueryToken(ENTRY, check);
    expect(check).not.toHaveBeenCalled();
    expect(session.info).toBeNull();
    expect(location.search).toBe('?language=EN');
  });
});

describe('checkLandingToken', () => {
  const answer = (status: number, body: unknown) => vi.fn(async () => ({ status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) }));
  const headers = { merchantCode: 'LVN', language: 'EN' };

  it('asks member info with the token, the merchant and the language, and reads the member', async () => {
    const fetchImpl = answer(200, { success: true, code: null, message: null, value: { id: 10007, userName: 'member1', type: 0 } });
    expect(await checkLandingToken('tok', headers, fetchImpl)).toEqual({ kind: 'valid', id: '10007', userName: 'member1', type: 0 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/member/info');
    expect(init.headers).toEqual({ Merchant: 'LVN', Language: 'EN', Authorization: 'tok' });
    expect(init).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['a not-logged-in code', 200, { success: false, code: 'CUSTOMER_NOT_LOGIN', message: 'please login', value: null }],
    ['another not-logged-in code', 200, { success: false, code: 'user.or.token.invalid', message: null, value: null }],
    ['HTTP 401', 401, ''],
    ['a visitor’s answer', 200, { success: true, value: { id: 0, userName: '', type: -1 } }],
    ['another refusal', 200, { success: false, code: 'token_ip_different', message: null, value: null }],
  ])('refuses on %s', async (_what, status, body) => {
    expect(await checkLandingToken('tok', headers, answer(status, body))).toEqual({ kind: 'invalid' });
  });

  it.each([
    ['a server failure', 503, ''],
    ['a proxy’s page', 200, '<html>gateway</html>'],
  ])('cannot judge on %s', async (_what, status, body) => {
    expect(await checkLandingToken('tok', headers, answer(status, body))).toEqual({ kind: 'unchecked' });
  });

  it('cannot judge without an answer (offline, or past the time limit)', async () => {
    expect(await checkLandingToken('tok', headers, vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))).toEqual({ kind: 'unchecked' });
  });
});
