import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from '@/runtime/build-route-table';
import { ui } from '@/state/ui';
import { handleStaleAssets } from './stale-assets-handler';

const routes = buildRouteTable([
  { id: 'home', path: '/m/home', screen: 'home', access: 'public' },
  { id: 'inviteFriends', path: '/m/inviteFriends', screen: 'inviteFriends', access: 'public' },
] as Parameters<typeof buildRouteTable>[0]);

// One listener for the whole file (the app adds it once at start-up). Whether the origin answers is
// scripted here; the real probe is a fetch of the asset manifest.
let reachable = true;
handleStaleAssets(routes, () => Promise.resolve(reachable));

describe('handleStaleAssets (a lazy chunk that no longer exists)', () => {
  const place = { pathname: '/m/home', reload: vi.fn(), assign: vi.fn() };
  let online = true;
  beforeEach(() => {
    place.reload.mockReset();
    place.assign.mockReset();
    online = true;
    reachable = true;
    vi.stubGlobal('location', place);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    sessionStorage.clear();
    ui.dialogs.splice(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A chunk fails to load; resolves once the handler has acted. Returns whether the import's error was hidden. */
  const fail = async () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    await Promise.resolve();
    await Promise.resolve();
    return event.defaultPrevented;
  };

  it('reloads home in place once, and takes another page home; the failed import still reaches its caller', async () => {
    expect(await fail()).toBe(false);
    expect(place.reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
    place.pathname = '/m/inviteFriends';
    await fail();
    expect(place.assign).toHaveBeenCalledWith('/m/home');
    place.pathname = '/m/home';
  });

  it('a second failure within 30 s asks instead of reloading again', async () => {
    await fail();
    expect(place.reload).toHaveBeenCalledTimes(1);
    await fail();
    expect(place.reload).toHaveBeenCalledTimes(1);
    expect(ui.dialogs).toHaveLength(1); // the Refresh dialog (texts need i18next, not started here)
  });

  it('offline it does nothing: the failed import is no sign of a deploy', async () => {
    online = false;
    expect(await fail()).toBe(false);
    expect(place.reload).not.toHaveBeenCalled();
    expect(place.assign).not.toHaveBeenCalled();
  });

  it('nor when the browser reads online but the origin does not answer (a worker-served page offline)', async () => {
    reachable = false;
    expect(await fail()).toBe(false);
    expect(place.reload).not.toHaveBeenCalled();
    expect(place.assign).not.toHaveBeenCalled();
    expect(ui.dialogs).toHaveLength(0);
  });
});
