import { afterEach, expect, it, vi } from 'vitest';
import { tapNavigation } from './tap-navigation';

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'event');
});

/** The event the page is handling, as `window.event` gives it. */
function handling(event: Partial<Event> | undefined): void {
  Object.defineProperty(window, 'event', { configurable: true, get: () => event });
}

it("moves after the tap's frame has been painted when a tap started it", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  const navigate = vi.fn();
  handling({ isTrusted: true, type: 'click' });
  tapNavigation(navigate, '/m/member/home', { replace: false });
  expect(navigate).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(17); // the frame, and the task after it
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/m/member/home', { replace: false });
});

it('moves at once when no input started it (a redirect, a script), or a script made the event', () => {
  const navigate = vi.fn();
  handling(undefined);
  tapNavigation(navigate, '/m/login', { replace: true });
  handling({ isTrusted: false, type: 'click' });
  tapNavigation(navigate, '/m/home');
  handling({ isTrusted: true, type: 'message' });
  tapNavigation(navigate, '/m/game');
  expect(navigate.mock.calls).toEqual([['/m/login', { replace: true }], ['/m/home', undefined], ['/m/game', undefined]]);
});
