import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn(() => Promise.resolve(null));
vi.mock('@/lib/http', () => ({ api: { call } }));
vi.mock('@/lib/i18n/i18n', () => ({ switchLanguage: vi.fn(() => Promise.resolve()) }));

const { chooseLanguage, preferences, syncsLanguage } = await import('./preferences');
const { session } = await import('./session');

const member = (type: number) => ({ id: '1', token: 't', merchantCode: 'LVN', userName: 'demo', type, firstTimeLogin: false });

beforeEach(() => {
  call.mockClear();
  localStorage.clear();
  preferences.language = 'VI';
  session.info = null;
});

describe('the language-send rule', () => {
  it('sends for a logged-in member, never for type 4 or a visitor', () => {
    expect(syncsLanguage(member(0))).toBe(true);
    expect(syncsLanguage(member(2))).toBe(true);
    expect(syncsLanguage(member(4))).toBe(false);
    expect(syncsLanguage(null)).toBe(false);
  });

  it('a member’s choice is stored and sent once (choosing it again sends nothing)', async () => {
    session.info = member(0);
    await chooseLanguage('EN');
    await chooseLanguage('EN');
    expect(localStorage.getItem('language')).toBe('EN');
    expect(preferences.language).toBe('EN');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/wps/member/language' }), { body: { language: 'EN' } });
  });

  it('a type 4 member’s choice is stored, not sent', async () => {
    session.info = member(4);
    await chooseLanguage('EN');
    expect(localStorage.getItem('language')).toBe('EN');
    expect(call).not.toHaveBeenCalled();
  });

  it('a visitor’s choice is stored, not sent', async () => {
    await chooseLanguage('CN');
    expect(localStorage.getItem('language')).toBe('CN');
    expect(call).not.toHaveBeenCalled();
  });
});
