import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The http layer stands in for the server: the badge's own logic (who asks, when, what it shows) is what is tested.
const call = vi.fn<(row: { path: string }) => Promise<{ unReadCount: number }>>();
vi.mock('@/lib/http', () => ({ api: { call } }));

const { default: ChatBadge } = await import('./chat-badge');
const { session } = await import('@/state/session');
const { UNREAD_POLL_MS } = await import('./chat-rules');

const member = (type: number, token = 't') => ({ id: '1', token, merchantCode: 'GCR', userName: 'demo', type, firstTimeLogin: false });
let state: DocumentVisibilityState = 'visible';
const show = (next: DocumentVisibilityState) => {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
};
const settle = () => act(async () => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
  state = 'visible';
  call.mockReset();
  call.mockResolvedValue({ unReadCount: 3 });
});
afterEach(() => {
  cleanup();
  session.info = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChatBadge', () => {
  it('asks on appearing, every 30 s while visible, skips hidden ticks, and asks again when visible', async () => {
    session.info = member(0);
    render(<ChatBadge />);
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0].path).toBe('/wps/relay/CBS_unreadCount');
    // The count, and (no texts loaded here) the key of its spoken sentence.
    expect(screen.getByTestId('chat-badge').textContent).toBe('3chat.unread');

    call.mockResolvedValue({ unReadCount: 120 });
    await act(async () => vi.advanceTimersByTime(UNREAD_POLL_MS));
    expect(call).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('chat-badge').textContent).toMatch(/^99\+/);

    show('hidden');
    await act(async () => vi.advanceTimersByTime(UNREAD_POLL_MS * 3));
    expect(call).toHaveBeenCalledTimes(2);
    call.mockResolvedValue({ unReadCount: 0 });
    await act(async () => show('visible'));
    expect(call).toHaveBeenCalledTimes(3);
    expect(screen.queryByTestId('chat-badge')).toBeNull();
  });

  it('never asks for a visitor or member type 4, and stops at logout', async () => {
    session.info = null;
    const { unmount } = render(<ChatBadge />);
    await act(async () => vi.advanceTimersByTime(UNREAD_POLL_MS));
    unmount();
    session.info = member(4);
    render(<ChatBadge />);
    await act(async () => vi.advanceTimersByTime(UNREAD_POLL_MS));
    expect(call).not.toHaveBeenCalled();

    await act(async () => {
      session.info = member(0, 'u');
    });
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => {
      session.info = null;
    });
    await act(async () => vi.advanceTimersByTime(UNREAD_POLL_MS * 2));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
