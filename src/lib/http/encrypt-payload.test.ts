// @vitest-environment node
// The encrypt path end to end: a real server hands out a node:crypto key and decrypts what the
// client sent with an independent implementation of docs/wire-contract.md section 3.
import { afterEach, describe, expect, it } from 'vitest';
import { CipherUnavailableError } from '@/lib/cipher/cipher-unavailable-error';
import type { CipherScheme } from '@/lib/cipher/cipher-scheme';
import { keyResponse, makeKeyPair, serverDecrypt } from '@/lib/cipher/testing/server-side';
import * as wire from '@/lib/wire/table';
import { call, post } from './api-client';
import { RSA_KEY_PATH } from './encrypt-payload';
import { HttpError } from './http-error';
import { configureForTest } from './testing/configure-for-test';
import { fail, ok, startServer, type Hit, type Reply, type TestServer } from './testing/test-server';

const pair = makeKeyPair(2048);
const weak = makeKeyPair(1024);
const creds = { username: 'player1', password: 'S3cret-Pa55', loginDeviceId: 'dev', isOfficialAppLogin: false };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(keyReply: Reply, onCall: (hit: Hit) => Reply, scheme: CipherScheme = 'DES') {
  server = await startServer((hit) => (hit.path === RSA_KEY_PATH ? keyReply : onCall(hit)));
  return { server, ...configureForTest(server.origin, { cipherScheme: scheme, token: 'tok-SECRET' }) };
}

/** Everything an error could reveal: own properties, message, stack, String(), JSON. */
function everything(error: unknown): string {
  const e = error as Record<string, unknown>;
  const own = Object.getOwnPropertyNames(e).map((name) => `${name}=${String(e[name])}`);
  return [JSON.stringify(error), String(error), ...own].join('\n');
}

describe.each<CipherScheme>(['DES', 'AES-GCM'])('encrypt: true (%s)', (scheme) => {
  it('fetches a fresh key, then sends only cipher text with the three headers', async () => {
    let decrypted: unknown;
    const { server } = await setup({ json: keyResponse(pair) }, (hit) => {
      decrypted = serverDecrypt(pair, hit.body, hit.headers as Record<string, string>);
      return ok({ id: 1, token: 'new' });
    }, scheme);

    expect(await call(wire.login, { body: creds, headers: { Device: 'PWA' } })).toEqual({ id: 1, token: 'new' });
    expect(await call(wire.login, { body: creds })).toEqual({ id: 1, token: 'new' });

    const keyHits = server.hitsTo(RSA_KEY_PATH);
    expect(keyHits).toHaveLength(2); // never cached
    expect(keyHits[0]?.query.get('_')).toMatch(/^\d{13}$/);
    expect(keyHits[0]?.headers).toMatchObject({ merchant: 'ACME', language: 'EN' });

    const [login] = server.hitsTo('/wps/session/login');
    expect(login?.headers).toMatchObject({ encryption: scheme, 'content-type': 'application/json', device: 'PWA', merchant: 'ACME' });
    expect(login?.headers['x-rsa']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(login?.headers['x-digest']).toMatch(/^[0-9a-f]+$/);
    expect(login?.body).toMatch(/^"[A-Za-z0-9+/]+=*"$/);
    expect(login?.body).not.toContain('S3cret');
    expect(decrypted).toMatchObject({ json: creds, digestOk: true });
  });
});

describe('encrypt: true fails closed', () => {
  it.each<[string, Reply, CipherScheme?]>([
    ['the key endpoint answers 500', { status: 500, text: 'oops' }],
    ['the key endpoint answers success: false', { json: { success: false, code: 'x' } }],
    ['the key endpoint drops the connection', { destroy: true }],
    ['the key endpoint answers garbage', { text: 'not json' }],
    ['the key is 1024 bits', { json: keyResponse(weak) }],
    ['the key does not parse', { json: { success: true, rsaKey: 'AAAA', RSA: true, DES: true } }],
    ['the server does not accept DES', { json: keyResponse(pair, { DES: false }) }, 'DES'],
    ['the server does not accept RSA', { json: keyResponse(pair, { RSA: false }) }, 'AES-GCM'],
  ])('%s → CipherUnavailableError, nothing posted', async (_label, keyReply, scheme = 'DES') => {
    const { server, onError } = await setup(keyReply, () => ok('should not be reached'), scheme);
    const error = await call(wire.login, { body: creds }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CipherUnavailableError);
    expect(error).toMatchObject({ code: 'cipher.unavailable' });
    expect(server.hitsTo('/wps/session/login')).toHaveLength(0);
    expect(server.hits.every((hit) => hit.path === RSA_KEY_PATH)).toBe(true);
    expect(onError).not.toHaveBeenCalled(); // the login row says 'caller': the login flow shows the retry message
    expect(everything(error)).not.toMatch(/S3cret|tok-SECRET|player1/);
  });

  it("alerts secure_login_unavailable when the call's policy is 'dialog' (the default)", async () => {
    const { server, onError } = await setup({ status: 500, text: '' }, () => ok(1));
    await expect(post('/wps/member/password', { password: 'x' }, { encrypt: true })).rejects.toBeInstanceOf(CipherUnavailableError);
    expect(server.hitsTo('/wps/member/password')).toHaveLength(0);
    expect(onError).toHaveBeenCalledExactlyOnceWith('t(secure_login_unavailable)');
  });

  it('the key fetch is not retried into a plaintext send either', async () => {
    const { server } = await setup({ destroy: true }, () => ok(1));
    await call(wire.login, { body: creds }).catch(() => undefined);
    expect(server.hits.filter((hit) => hit.path !== RSA_KEY_PATH)).toHaveLength(0);
  });
});

describe('no secrets in errors', () => {
  it('a failed encrypted login rejects with neither the password nor the token in the error', async () => {
    await setup({ json: keyResponse(pair) }, () => fail('login.cred.err', 'Wrong username or password'));
    const error = await call(wire.login, { body: creds }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'login.cred.err', message: 'Wrong username or password' });
    expect(JSON.stringify(error)).not.toMatch(/S3cret|tok-SECRET/);
    expect(everything(error)).not.toMatch(/S3cret|tok-SECRET/);
  });

  it('a network failure during an encrypted login leaks nothing either', async () => {
    await setup({ json: keyResponse(pair) }, () => ({ destroy: true }));
    const error = await call(wire.login, { body: creds }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network.error' });
    expect(everything(error)).not.toMatch(/S3cret|tok-SECRET|x-rsa/i);
  });
});
