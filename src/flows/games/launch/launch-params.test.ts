// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backUrlFor, launchParams, launchShape, lottoView, namesAGame } from './launch-params';

const ctx = { origin: 'https://m.lucky.vn', homePath: '/m/home', language: 'EN', title: 'Lucky VN', labelName: 'Gold' };
const q = (s: string) => new URLSearchParams(s);

describe('launchParams, shape one: the Vietnamese lottery', () => {
  it('sends every field of shape one for playType LOTT', () => {
    expect(launchParams('?vendor=VNLOTTO&code=VN_LOTTO_MB&playType=LOTT&backUrl=/m/game&prompt_mode=FAST', ctx)).toEqual({
      lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'FAST', lottoGameCode: 'VN_LOTTO_MB', lottoView: 'betting',
      device: 'MOBILE', backUrl: 'https://m.lucky.vn/m/game', hasLobby: true, language: 'EN', title: 'Lucky VN', labelName: 'Gold',
    });
  });

  it('is also chosen by the VN lottery vendor when no playType is given', () => {
    expect(launchShape(q('vendor=VNLOTTO&code=X'))).toBe('vn-lottery');
    expect(launchShape(q('vendor=vnlotto'))).toBe('vn-lottery');
    expect(launchShape(q('vendor=VNLOTTO&playType=RNG'))).toBe('vendor');
  });

  it('takes the prize mode from prompt_mode, else prize_mode, and leaves it out when neither is there', () => {
    expect(launchParams('?playType=LOTT&code=A&prize_mode=SLOW', ctx).lottoPrizeMode).toBe('SLOW');
    expect(launchParams('?playType=LOTT&code=A&prompt_mode=FAST&prize_mode=SLOW', ctx).lottoPrizeMode).toBe('FAST');
    expect(launchParams('?playType=LOTT&code=A', ctx)).not.toHaveProperty('lottoPrizeMode');
  });

  it('speaks Vietnamese when no language is known', () => {
    expect(launchParams('?playType=LOTT&code=A', { ...ctx, language: null }).language).toBe('VI');
    expect(launchParams('?playType=LOTT&code=A', { ...ctx, language: 'TH' }).language).toBe('TH');
  });
});

describe('launchParams, shape two: other SEA lotteries', () => {
  it('sends lottoMode SEA_Tradition_Mobile with the same fields, without the Vietnamese area and mode', () => {
    const params = launchParams('?vendor=SEALOTT&code=TH_GOV&playType=ELOTT&backUrl=/m/home&prize_mode=P1', ctx);
    expect(params).toEqual({
      lottoMode: 'SEA_Tradition_Mobile', lottoPrizeMode: 'P1', lottoGameCode: 'TH_GOV', lottoView: 'betting',
      device: 'MOBILE', backUrl: 'https://m.lucky.vn/m/home', hasLobby: true, language: 'EN', title: 'Lucky VN', labelName: 'Gold',
    });
    expect(params).not.toHaveProperty('lottoArea');
    expect(params).not.toHaveProperty('launchMode');
  });
});

describe('launchParams, any other vendor (this product\'s shape)', () => {
  it('sends vendor and code, and no lottery field', () => {
    expect(launchParams('?vendor=PGSOFT&code=fortune-tiger&playType=RNG&backUrl=/m/game%3Fcategory%3DTCG', ctx)).toEqual({
      vendor: 'PGSOFT', code: 'fortune-tiger', device: 'MOBILE', backUrl: 'https://m.lucky.vn/m/game?category=TCG',
      language: 'EN', title: 'Lucky VN', labelName: 'Gold',
    });
  });

  it('is the shape when there is no playType and the vendor is not the VN lottery', () => {
    expect(launchShape(q('vendor=JILI&code=super-ace'))).toBe('vendor');
  });
});

describe('lottoView, every rule', () => {
  it('betting when a code is given', () => expect(lottoView(q('code=VN_LOTTO_MB'))).toBe('betting'));
  it('lobby when the code is empty or missing', () => {
    expect(lottoView(q('code='))).toBe('lobby');
    expect(lottoView(q(''))).toBe('lobby');
  });
  it.each(['betting', 'game_list', 'lobby'])('the query\'s own %s wins over the code rule', (view) => {
    expect(lottoView(q(`code=A&lottoView=${view}`))).toBe(view);
    expect(lottoView(q(`lottoView=${view}`))).toBe(view);
  });
  it('ignores any other lottoView (and falls back to the code rule)', () => {
    expect(lottoView(q('code=A&lottoView=admin'))).toBe('betting');
    expect(lottoView(q('lottoView=GAME_LIST'))).toBe('lobby');
  });
  it('is what the builder sends', () => {
    expect(launchParams('?playType=LOTT', ctx).lottoView).toBe('lobby');
    expect(launchParams('?playType=ELOTT&code=A&lottoView=game_list', ctx).lottoView).toBe('game_list');
  });
});

describe('backUrl: built by the product, on its own origin', () => {
  it('keeps an in-app path from the query', () => {
    expect(backUrlFor(q('backUrl=/m/game?vendor=PG'), ctx)).toBe('https://m.lucky.vn/m/game?vendor=PG');
  });
  it.each([
    ['another site', 'https://evil.example/x'],
    ['scheme-relative', '//evil.example/m/home'],
    ['backslash', '/\\evil.example'],
    ['outside /m/', '/admin'],
    ['javascript', 'javascript:alert(1)'],
    ['missing', null],
  ])('goes home instead of %s', (_name, raw) => {
    const query = new URLSearchParams();
    if (raw !== null) query.set('backUrl', raw);
    expect(backUrlFor(query, ctx)).toBe('https://m.lucky.vn/m/home');
    expect(launchParams(query, ctx).backUrl).toBe('https://m.lucky.vn/m/home');
  });
});

describe('namesAGame', () => {
  it('is true for a vendor, or a lottery without a code (its lobby), false for nothing at all', () => {
    expect(namesAGame(q('vendor=JILI&code=super-ace'))).toBe(true);
    expect(namesAGame(q('playType=LOTT'))).toBe(true);
    expect(namesAGame(q('playType=ELOTT'))).toBe(true);
    expect(namesAGame(q('code=super-ace'))).toBe(false);
    expect(namesAGame(q(''))).toBe(false);
  });
});
