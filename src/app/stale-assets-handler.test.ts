import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from '@/lib/testing/fake-workers';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import { closeDialog, ui } from '@/state/ui';
import { handleStaleAssets } from './stale-assets-handler';

const routes = buildRouteTable([
  { id: 'home', path: '/m/home', screen: 'home', access: 'public' },
  { id: 'inviteFriends', path: '/m/inviteFriends', screen: 'inviteFriends', access: 'public' },
] as Parameters<typeof buildRouteTable>[0]);

// One listener for the whole file (the app adds it once at start-up). Whether the origin answers is
// scripted here; the real probe is a fetch of the asset manifest.
let reachable = true;
// No service worker unless a test puts one in (jsdom has none).
let workers: ReturnType<typeof fakeWorkers> | undefined;
handleStaleAssets(routes, () => Promise.resolve(reachable), () => workers?.container);

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
    workers = undefined;
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

  // A deploy brought a newer service worker, which waits while the old one serves this page. A
  // reload would be answered by the old worker again (the old index.html, the same missing chunk),
  // and Refresh would loop: Refresh lets the new worker take control first.
  it('the automatic reload does not change workers by itself (prompt mode): only Refresh does', async () => {
    workers = fakeWorkers({ waiting: true });
    await fail();
    expect(place.reload).toHaveBeenCalledOnce();
    expect(workers.messages).toEqual([]);
  });

  it('with a newer worker waiting, Refresh in the dialog hands over to it first: no loop back into the old build', async () => {
    sessionStorage.setItem('stale-reload-at', String(Date.now())); // this tab reloaded by itself a moment ago
    workers = fakeWorkers({ waiting: true });
    await fail();
    await vi.waitFor(() => expect(ui.dialogs).toHaveLength(1));
    closeDialog(ui.dialogs[0]!.id); // Refresh
    await vi.waitFor(() => expect(workers!.messages).toEqual([{ type: 'SKIP_WAITING' }]));
    expect(place.reload).not.toHaveBeenCalled();
    workers.takeOver();
    expect(place.reload).toHaveBeenCalledOnce();
  });
});
