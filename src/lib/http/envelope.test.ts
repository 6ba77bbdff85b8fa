// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readEnvelope, readJson } from './envelope';

describe('readEnvelope', () => {
  it('unwraps value on success', () => {
    expect(readEnvelope(200, '{"success":true,"code":null,"message":null,"value":{"a":1}}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('keeps code, message and value of a business error', () => {
    expect(readEnvelope(200, '{"success":false,"code":"login_verify_required","message":"Verify","value":{"sms":true}}')).toEqual({
      ok: false,
      status: 200,
      code: 'login_verify_required',
      serverMessage: 'Verify',
      value: { sms: true },
    });
  });

  it('names non-envelope answers', () => {
    expect(readEnvelope(200, '<html>')).toMatchObject({ ok: false, code: 'response.invalid' });
    expect(readEnvelope(200, '{"value":1}')).toMatchObject({ ok: false, code: 'response.invalid' });
    expect(readEnvelope(500, 'oops')).toMatchObject({ ok: false, status: 500, code: 'http.500' });
    expect(readEnvelope(401, '')).toMatchObject({ ok: false, status: 401, code: 'http.401' });
    expect(readEnvelope(200, '{"success":false}')).toMatchObject({ ok: false, code: 'unknown' });
  });

  it('uses the envelope of a non-2xx answer when there is one', () => {
    expect(readEnvelope(500, '{"success":false,"code":"db.down","message":"Later"}')).toMatchObject({ code: 'db.down', serverMessage: 'Later' });
    // success:true on a 500 is still a failure
    expect(readEnvelope(500, '{"success":true,"value":1}')).toMatchObject({ ok: false, status: 500 });
  });

  it('readJson parses 2xx only', () => {
    expect(readJson(200, '{"success":true}')).toEqual({ success: true });
    expect(readJson(500, '{"success":true}')).toBeUndefined();
    expect(readJson(200, 'nope')).toBeUndefined();
  });
});
