// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseRequest } from './base-client';
import { HttpError } from './http-error';
import { configureForTest } from './testing/configure-for-test';
import { ok, startServer, type TestServer } from './testing/test-server';

let app: TestServer;
let other: TestServer;

beforeEach(async () => {
  app = await startServer(() => ok('app'));
  other = await startServer(() => ok('other'));
});
afterEach(async () => {
  await app.close();
  await other.close();
});

describe('baseRequest (layer 1)', () => {
  it('sends Merchant, Language and Authorization to the app origin', async () => {
    const { session } = configureForTest(app.origin);
    const response = await baseRequest({ method: 'GET', url: '/wps/member/info' });
    expect(response.status).toBe(200);
    expect(response.sentToken).toBe('tok-123');
    const [hit] = app.hits;
    expect(hit?.headers).toMatchObject({ merchant: 'ACME', language: 'EN', authorization: 'tok-123' });
    expect(session.token).toBe('tok-123');
  });

  it('sends no Authorization for a visitor or with auth: false', async () => {
    const { session } = configureForTest(app.origin, { token: null });
    await baseRequest({ method: 'GET', url: '/wps/a' });
    session.token = 'tok-123';
    await baseRequest({ method: 'GET', url: '/wps/b', auth: false });
    for (const hit of app.hits) {
      expect(hit.headers.authorization).toBeUndefined();
      expect(hit.headers.merchant).toBe('ACME');
    }
  });

  it('ignores an Authorization header passed by the caller', async () => {
    configureForTest(app.origin, { token: null });
    await baseRequest({ method: 'GET', url: '/wps/a', headers: { authorization: 'forged', Device: 'PWA' } });
    expect(app.hits[0]?.headers.authorization).toBeUndefined();
    expect(app.hits[0]?.headers.device).toBe('PWA');
  });

  it('refuses another origin before sending anything', async () => {
    configureForTest(app.origin);
    for (const url of [`${other.origin}/wps/member/info`, `//${new URL(other.origin).host}/wps/member/info`]) {
      const error = await baseRequest({ method: 'POST', url, data: '{}' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).code).toBe('url.offsite');
    }
    expect(other.hits).toHaveLength(0);
    expect(app.hits).toHaveLength(0);
  });

  it('offsite: true reaches another origin without Authorization (GET only)', async () => {
    configureForTest(app.origin);
    const response = await baseRequest({ method: 'GET', url: `${other.origin}/wps/system/test/ping`, params: { speed: 1 }, offsite: true });
    expect(response.sentToken).toBeNull();
    expect(other.hits[0]?.headers.authorization).toBeUndefined();
    expect(other.hits[0]?.query.get('speed')).toBe('1');
    const post = await baseRequest({ method: 'POST', url: `${other.origin}/x`, offsite: true }).catch((e: unknown) => e);
    expect((post as HttpError).code).toBe('url.offsite');
  });

  it("rejects a missing URL with 'url is null'", async () => {
    configureForTest(app.origin);
    await expect(baseRequest({ method: 'GET', url: null })).rejects.toBeInstanceOf(Error);
    await expect(baseRequest({ method: 'GET', url: null })).rejects.toMatchObject({ message: 'url is null' });
    await expect(baseRequest({ method: 'GET', url: undefined })).rejects.toMatchObject({ message: 'url is null' });
    expect(app.hits).toHaveLength(0);
  });

  it('reads the language on every call', async () => {
    let language = 'EN';
    configureForTest(app.origin, { getLanguage: () => language });
    await baseRequest({ method: 'GET', url: '/a' });
    language = 'PT-BR';
    await baseRequest({ method: 'GET', url: '/a' });
    expect(app.hits.map((hit) => hit.headers.language)).toEqual(['EN', 'PT-BR']);
  });

  it('maps transport failures to codes, keeping no axios details', async () => {
    const dead = await startServer(() => ({ destroy: true }));
    configureForTest(dead.origin);
    const error = await baseRequest({ method: 'POST', url: '/wps/x', data: '{"password":"hunter2"}' }).catch((e: unknown) => e);
    await dead.close();
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('network.error');
    expect(JSON.stringify(error)).not.toMatch(/hunter2|tok-123/);
  });
});
