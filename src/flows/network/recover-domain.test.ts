// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureForTest } from '@/lib/http/testing/configure-for-test';
import { fail, ok, startServer, type TestServer } from '@/lib/http/testing/test-server';
import { hideLoading, ui } from '@/state/ui';
import { PING_PATH } from './ping-server';
import { recoverDomain } from './recover-domain';

const SPINNER = { autoHideMs: 10_000, afterErrorHideMs: 3_000 };
const servers: TestServer[] = [];
afterEach(async () => {
  hideLoading();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The page's location, with assign() recorded instead of navigating. */
function page(origin: string, search = '') {
  const url = new URL(origin);
  return { origin, protocol: url.protocol, port: url.port, search, assign: vi.fn() } as unknown as Location & { assign: ReturnType<typeof vi.fn> };
}

describe('recoverDomain (the domain-error modal’s retry)', () => {
  it('races the server’s domains but this one, and reloads /m/index.html with affiliateCode and r on the winner', async () => {
    const other = await startServer(() => ok({ pong: true }));
    const slow = await startServer(() => ({ ...ok({ pong: true }), delayMs: 400 }));
    const app = await startServer((hit) =>
      hit.path === '/wps/system/customerService'
        ? ok({ customerService: [], domainList: [{ domainName: slow.origin }, { domainName: 'not a domain!' }, { domainName: other.origin }, { domainName: app.origin }] })
        : ok({ pong: true }));
    servers.push(other, slow, app);
    configureForTest(app.origin);
    const here = page(app.origin, '?affiliateCode=AFF1&r=R9&token=never-carried');

    const target = await recoverDomain([], SPINNER, here);
    expect(target).toBe(`${other.origin}/m/index.html?affiliateCode=AFF1&r=R9`);
    expect(here.assign).toHaveBeenCalledExactlyOnceWith(target);
    expect(app.hitsTo(PING_PATH)).toHaveLength(0); // the blocked domain is not a candidate
    expect(ui.loading.map((l) => l.kind)).toEqual(['after-error']); // covers the navigation, ends after 3 s
  });

  it('uses the manifest’s domains when the server cannot give its list', async () => {
    const other = await startServer(() => ok({ pong: true }));
    const app = await startServer(() => fail('http.500'));
    servers.push(other, app);
    configureForTest(app.origin);
    const here = page(app.origin);
    expect(await recoverDomain([other.origin], SPINNER, here)).toBe(`${other.origin}/m/index.html`);
  });

  it('reloads here when no other domain answers (the status then decides again)', async () => {
    const dead = await startServer(() => ({ destroy: true }));
    const app = await startServer(() => ok({ customerService: [], domainList: [{ domainName: dead.origin }] }));
    servers.push(dead, app);
    configureForTest(app.origin);
    const here = page(app.origin, '?r=R9');
    expect(await recoverDomain([], SPINNER, here)).toBe(`${app.origin}/m/index.html?r=R9`);
    expect(here.assign).toHaveBeenCalledOnce();
  });
});
