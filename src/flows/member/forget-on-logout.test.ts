import { describe, expect, it, vi } from 'vitest';
import { forgetByDefault } from './forget-on-logout';

const displayMode = (standalone: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }));

describe('"Forget me on this device" default', () => {
  it('is ticked in a browser tab (maybe a shared phone)', () => {
    displayMode(false);
    expect(forgetByDefault()).toBe(true);
  });

  it('is unticked in the installed web app (the player’s own phone)', () => {
    displayMode(true);
    expect(forgetByDefault()).toBe(false);
  });
});
