// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatOrigin, chatPage, isChatHost, unreadFor } from './chat-stand-in';

describe('the chat stand-in, its parts', () => {
  it('lives on chat.localhost, any port', () => {
    expect(isChatHost('chat.localhost:4173')).toBe(true);
    expect(isChatHost('chat.localhost.evil:1')).toBe(false);
    expect(isChatHost('games.localhost:4173')).toBe(false);
    expect(chatOrigin('http://goldcrest.localhost:4173')).toBe('http://chat.localhost:4173');
  });

  it('shows every parameter, escaped, and links back only to a safe backUrl', () => {
    const html = chatPage(new URLSearchParams({ user: 'demo', title: '<b>Gold</b>', headerColor: '#0f172a', backUrl: 'javascript:alert(1)' }), ['m.goldcrest.example']);
    expect(html).toContain('data-testid="chat-param-user">demo<');
    expect(html).toContain('&lt;b&gt;Gold&lt;/b&gt;');
    expect(html).not.toContain('<b>Gold');
    expect(html).toContain('background:#0f172a');
    expect(html).not.toContain('chat-back');
    expect(chatPage(new URLSearchParams({ headerColor: 'red;x:y', backUrl: 'https://m.goldcrest.example/m/home' }), ['m.goldcrest.example'])).toMatch(/background:#333333[\s\S]*data-testid="chat-back" href="https:\/\/m\.goldcrest\.example\/m\/home"/);
  });

  it('counts a member’s own unread messages, else the scenario default, else 2', () => {
    expect(unreadFor({}, 'demo')).toBe(2);
    expect(unreadFor({ unreadCount: 7 }, 'demo')).toBe(7);
    expect(unreadFor({ unreadCount: 7, unreadByMember: { demo: 0 } }, 'Demo')).toBe(0);
  });
});
