// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureForTest } from '@/lib/http/testing/configure-for-test';
import { fail, ok, startServer, type TestServer } from '@/lib/http/testing/test-server';
import { hideLoading, ui } from '@/state/ui';
import { PING_PATH } from './ping-server';
import { recoverDomain, recoveryCandidates } from './recover-domain';
import { ALLOWED_HOST, ALLOWED_ORIGIN, FOLLOWED, NAVIGATION_ATTACKS } from '@/policy/testing/navigation-attacks';

const SPINNER = { autoHideMs: 10_000, afterErrorHideMs: 3_000 };
/** The test servers listen on 127.0.0.1 (a loopback host: its http origins match on any port). */
const LOOPBACK = { domains: ['127.0.0.1'] };
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

    const target = await recoverDomain(LOOPBACK, SPINNER, here);
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
    expect(await recoverDomain({ domains: ['127.0.0.1', other.origin] }, SPINNER, here)).toBe(`${other.origin}/m/index.html`);
  });

  it('reloads here when no other domain answers (the status then decides again)', async () => {
    const dead = await startServer(() => ({ destroy: true }));
    const app = await startServer(() => ok({ customerService: [], domainList: [{ domainName: dead.origin }] }));
    servers.push(dead, app);
    configureForTest(app.origin);
    const here = page(app.origin, '?r=R9');
    expect(await recoverDomain(LOOPBACK, SPINNER, here)).toBe(`${app.origin}/m/index.html?r=R9`);
    expect(here.assign).toHaveBeenCalledOnce();
  });

  it('races and reloads only on the merchant’s own domains, whatever the server lists', async () => {
    const evil = await startServer(() => ok({ pong: true }));
    const app = await startServer(() => ok({
      customerService: [],
      domainList: [{ domainName: evil.origin }, { domainName: 'https://evil.example' }, { domainName: 'm.good.example.evil.example' }],
    }));
    servers.push(evil, app);
    configureForTest(app.origin);
    // The page is on localhost (a listed domain); the server's list names 127.0.0.1, which is not.
    const here = page(app.origin.replace('127.0.0.1', 'localhost'), '?r=R9');
    const target = await recoverDomain({ domains: ['m.good.example', 'localhost'] }, SPINNER, here, evil.origin);
    expect(evil.hitsTo(PING_PATH)).toHaveLength(0); // never even pinged
    expect(target).toBe(`${here.origin}/m/index.html?r=R9`);
    expect(here.assign).toHaveBeenCalledExactlyOnceWith(target);
  });

  it('takes the status’s mainDomain as a candidate when it is one of the merchant’s domains', async () => {
    const main = await startServer(() => ok({ pong: true }));
    const app = await startServer(() => fail('http.500'));
    servers.push(main, app);
    configureForTest(app.origin);
    const here = page(app.origin);
    expect(await recoverDomain({ domains: ['127.0.0.1'] }, SPINNER, here, main.origin)).toBe(`${main.origin}/m/index.html`);
  });
});

describe('domain recovery candidates: the attack strings', () => {
  const here = { origin: 'https://blocked.example', protocol: 'https:', port: '' };
  const own = { domains: [ALLOWED_HOST] };
  it('races one of the merchant’s own domains, bare or as a URL', () => {
    expect(recoveryCandidates([ALLOWED_HOST, FOLLOWED], own, here)).toEqual([ALLOWED_ORIGIN, ALLOWED_ORIGIN]);
  });
  it.each(NAVIGATION_ATTACKS)('drops %s', (_name, raw) => expect(recoveryCandidates([raw], own, here)).toEqual([]));
  it('drops hosts that are not the merchant’s, and the blocked page’s own origin', () => {
    expect(recoveryCandidates(['evil.example', `${ALLOWED_HOST}.evil.example`, 'blocked.example'], { domains: [ALLOWED_HOST, 'blocked.example'] }, here)).toEqual([]);
  });
});
