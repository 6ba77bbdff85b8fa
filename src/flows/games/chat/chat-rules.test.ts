// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badgeText, chatAccess, chatLanguage, launchChatParams, mayPollUnread } from './chat-rules';

describe('chatAccess and mayPollUnread', () => {
  it('sends visitors to log in, refuses type 4, lets other members chat', () => {
    expect(chatAccess(null)).toBe('visitor');
    expect(chatAccess({ token: '', type: 0 })).toBe('visitor');
    expect(chatAccess({ token: 't', type: 4 })).toBe('refused');
    for (const type of [0, 1, 2]) expect(chatAccess({ token: 't', type })).toBe('member');
  });

  it('polls the unread count only with chat on, for a member who may chat', () => {
    expect(mayPollUnread(true, { token: 't', type: 0 })).toBe(true);
    expect(mayPollUnread(false, { token: 't', type: 0 })).toBe(false);
    expect(mayPollUnread(true, { token: 't', type: 4 })).toBe(false);
    expect(mayPollUnread(true, null)).toBe(false);
  });
});

describe('badgeText', () => {
  it('shows nothing for none, the count up to 99, then 99+', () => {
    for (const none of [0, -1, Number.NaN, undefined, null, '3']) expect(badgeText(none)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(4321)).toBe('99+');
  });
});

describe('chatLanguage', () => {
  it('sends Chinese and an unknown language as CN, others as they are', () => {
    expect(chatLanguage('CN')).toBe('CN');
    expect(chatLanguage('TW')).toBe('CN');
    expect(chatLanguage('hk')).toBe('CN');
    expect(chatLanguage('')).toBe('CN');
    expect(chatLanguage(null)).toBe('CN');
    expect(chatLanguage('EN')).toBe('EN');
    expect(chatLanguage('PT-BR')).toBe('PT-BR');
  });
});

describe('launchChatParams', () => {
  it('builds backUrl on this origin and maps the language', () => {
    expect(launchChatParams({ origin: 'https://m.brand.com', backPath: '/m/game', title: 'Brand', language: 'TW', headerColor: '#123456' })).toEqual({
      b2c: '1', title: 'Brand', backUrl: 'https://m.brand.com/m/game', language: 'CN', headerColor: '#123456',
    });
    expect(launchChatParams({ origin: 'http://x.localhost:4173', backPath: '/m/home', title: 'T', language: 'TH', headerColor: '#000' }).language).toBe('TH');
  });
});
