import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from '@/runtime/build-route-table';
import { ui } from '@/state/ui';
import { handleStaleAssets } from './stale-assets-handler';

const routes = buildRouteTable([
  { id: 'home', path: '/m/home', screen: 'home', access: 'public' },
  { id: 'inviteFriends', path: '/m/inviteFriends', screen: 'inviteFriends', access: 'public' },
] as Parameters<typeof buildRouteTable>[0]);

// One listener for the whole file (the app adds it once at start-up).
handleStaleAssets(routes);

describe('handleStaleAssets (a lazy chunk that no longer exists)', () => {
  const place = { pathname: '/m/home', reload: vi.fn(), assign: vi.fn() };
  let online = true;
  beforeEach(() => {
    place.reload.mockReset();
    place.assign.mockReset();
    online = true;
    vi.stubGlobal('location', place);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    sessionStorage.clear();
    ui.dialogs.splice(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('reloads home in place once, and takes another page home', () => {
    expect(fail()).toBe(true);
    expect(place.reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    place.pathname = '/m/inviteFriends';
    fail();
    expect(place.assign).toHaveBeenCalledWith('/m/home');
    place.pathname = '/m/home';
  });

  it('a second failure within 30 s asks instead of reloading again', () => {
    fail();
    expect(place.reload).toHaveBeenCalledTimes(1);
    fail();
    expect(place.reload).toHaveBeenCalledTimes(1);
    expect(ui.dialogs).toHaveLength(1); // the Refresh dialog (texts need i18next, not started here)
  });

  it('offline it does nothing: the failed import is no sign of a deploy', () => {
    online = false;
    expect(fail()).toBe(false);
    expect(place.reload).not.toHaveBeenCalled();
    expect(place.assign).not.toHaveBeenCalled();
  });
});
