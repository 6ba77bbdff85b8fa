import { describe, expect, it } from 'vitest';
import { captureInstallEvents, takeInstallEvent } from './capture-install-event';

describe('captureInstallEvents', () => {
  it("keeps the browser's install event (stopping its own infobar) and hands it out once", () => {
    const target = new EventTarget();
    captureInstallEvents(target as unknown as Window);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(takeInstallEvent()).toBe(event);
    expect(takeInstallEvent()).toBeNull();
  });

  it('sets the close counter to 99 on appinstalled and forgets a kept event', () => {
    const target = new EventTarget();
    captureInstallEvents(target as unknown as Window);
    target.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    target.dispatchEvent(new Event('appinstalled'));
    expect(localStorage.getItem('a2hs-close-count')).toBe('99');
    expect(takeInstallEvent()).toBeNull();
  });
});
