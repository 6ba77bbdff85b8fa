// @vitest-environment node
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PINNED_PATH, sriHash, standInIntegrity } from './geetest-pin';
import { useFixtureSandbox } from './testing/fixture-sandbox';

const fx = useFixtureSandbox(); // LVN (v3, captcha off) is the default merchant; TTH (v4, GEETEST3 on) is tth.example.test

/** A GET with a chosen Host header (fetch cannot set it); `waitMs` gives up on a silent server. */
function get(path: string, host?: string, waitMs = 2000): Promise<{ status: number; type?: string; nosniff?: string; body: string } | 'no answer'> {
  return new Promise((resolve, reject) => {
    const req = request(`${fx.sandbox.url}${path}`, { headers: host ? { Host: host } : {} }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], nosniff: res.headers['x-content-type-options'] as string | undefined, body }));
    });
    req.setTimeout(waitMs, () => {
      req.destroy();
      resolve('no answer');
    });
    req.on('error', reject);
    req.end();
  });
}

const V3 = '/static/js/gt.0.4.9.js';
const V4 = '/v4/gt4.js';

describe('the Geetest stand-in under /__sandbox/geetest/', () => {
  it('serves the v3 and v4 clients as scripts at any base name', async () => {
    for (const path of [`/__sandbox/geetest/cdn-a${V3}`, `/__sandbox/geetest/cdn-b${V4}`, `/__sandbox/geetest/any-name${V3}`]) {
      const res = await get(path);
      expect(res).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8', nosniff: 'nosniff' });
      expect((res as { body: string }).body).toContain('window.initGeetest4 = function');
    }
    expect(await get('/__sandbox/geetest/cdn-a/other.js')).toMatchObject({ status: 404 });
    expect(await get('/__sandbox/geetest/../server.ts')).toMatchObject({ status: 404 });
  });

  it('makes one base fail or hang for the merchant named by the Host, and leaves the others alone', async () => {
    await fx.client('TTH').scenario({ geetest: { bases: { 'cdn-a': 'fail', 'cdn-c': 'hang' } } });
    expect(await get(`/__sandbox/geetest/cdn-a${V4}`, 'tth.example.test:1234')).toMatchObject({ status: 404 });
    expect(await get(`/__sandbox/geetest/cdn-b${V4}`, 'tth.example.test')).toMatchObject({ status: 200 });
    expect(await get(`/__sandbox/geetest/cdn-c${V4}`, 'tth.example.test', 300)).toBe('no answer');
    // Another merchant's page (here the default one, on an unlisted host) is not affected.
    expect(await get(`/__sandbox/geetest/cdn-a${V4}`, '127.0.0.1')).toMatchObject({ status: 200 });
    // A reset clears the switch.
    await fx.client('TTH').reset();
    expect(await get(`/__sandbox/geetest/cdn-a${V4}`, 'tth.example.test')).toMatchObject({ status: 200 });
  });

  it('serves the bytes its pin names, and other bytes from a base the scenario tampers with', async () => {
    const pin = standInIntegrity()[PINNED_PATH];
    expect(pin).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const served = await get(`/__sandbox/geetest/cdn-a${V3}`, 'tth.example.test');
    expect(sriHash((served as { body: string }).body)).toBe(pin);
    await fx.client('TTH').scenario({ geetest: { bases: { 'cdn-a': 'tampered' } } });
    const tampered = await get(`/__sandbox/geetest/cdn-a${V3}`, 'tth.example.test');
    expect(tampered).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(sriHash((tampered as { body: string }).body)).not.toBe(pin);
    expect(sriHash((await get(`/__sandbox/geetest/cdn-b${V3}`, 'tth.example.test') as { body: string }).body)).toBe(pin);
    await fx.client('TTH').reset();
  });

  it('issues a v4 lot_number the server-side check accepts once', async () => {
    const res = await get('/__sandbox/geetest/cdn-a/v4/load?captcha_id=tth0geetest0id00000000000000000', 'tth.example.test');
    const { status, data } = JSON.parse((res as { body: string }).body) as { status: string; data: { lot_number: string; error: unknown } };
    expect(status).toBe('success');
    expect(data.error).toBeNull();
    const validate = JSON.stringify({ lot_number: data.lot_number, captcha_output: 'stand-in', pass_token: 'ok', gen_time: '1', captcha_id: 'x' });
    const login = (v: string) => fx.client('TTH').post('/wps/session/login', { username: 'demo', password: 'demo1234', geetestValidateV4: v }, { encrypt: 'DES' });
    expect(await login(validate)).toMatchObject({ success: true });
    expect(await login(validate)).toMatchObject({ code: 'captcha.invalid' });
  });

  it('finds the merchant of a v4 load by its captcha id, and refuses an unknown id', async () => {
    const res = await get('/__sandbox/geetest/cdn-a/v4/load?captcha_id=tth0geetest0id00000000000000000'); // default host = LVN
    expect(JSON.parse((res as { body: string }).body)).toMatchObject({ status: 'success' });
    const unknown = await get('/__sandbox/geetest/cdn-a/v4/load?captcha_id=nobody');
    expect(JSON.parse((unknown as { body: string }).body)).toMatchObject({ status: 'error', code: '60001' });
  });

  it('makes the resources fail or hang, and hands a forced error to the client', async () => {
    await fx.client('LVN').scenario({ geetest: { resources: 'fail' } });
    expect(await get('/__sandbox/geetest/cdn-a/gettype?gt=x')).toMatchObject({ status: 404 });
    await fx.client('LVN').scenario({ geetest: { resources: 'hang' } });
    expect(await get('/__sandbox/geetest/cdn-a/gettype?gt=x', undefined, 300)).toBe('no answer');
    expect(await get(`/__sandbox/geetest/cdn-a${V3}`)).toMatchObject({ status: 200 });
    await fx.client('LVN').scenario({ geetest: { error: { code: '21', message: 'Slow network' } } });
    const res = await get('/__sandbox/geetest/cdn-a/gettype?gt=x');
    expect(JSON.parse((res as { body: string }).body)).toEqual({ status: 'success', data: { type: 'stand-in', error: { code: '21', message: 'Slow network' } } });
  });

  it('refuses a malformed switch with a message naming it', async () => {
    const bad = async (set: unknown) => (await fetch(`${fx.sandbox.url}/__sandbox/scenario`, { method: 'POST', body: JSON.stringify({ merchant: 'LVN', set }) })).json();
    expect(await bad({ geetest: { bases: { 'cdn-a': 'explode' } } })).toMatchObject({ ok: false, error: expect.stringContaining('geetest.bases.cdn-a must be "fail", "hang" or "tampered"') });
    expect(await bad({ geetest: { resources: 404 } })).toMatchObject({ ok: false, error: expect.stringContaining('geetest.resources') });
    expect(await bad({ geetest: { error: { code: 'two words' } } })).toMatchObject({ ok: false, error: expect.stringContaining('geetest.error.code') });
  });
});
