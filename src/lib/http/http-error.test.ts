// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError, serverMessageOf } from './http-error';

describe('serverMessageOf', () => {
  it('returns the message of a business error from the server', () => {
    expect(serverMessageOf(new HttpError({ code: 'login.cred.err', message: 'Wrong password', status: 200 }))).toBe('Wrong password');
    expect(serverMessageOf(new HttpError({ code: 'system.busy', message: 'Busy', status: 500 }))).toBe('Busy');
  });

  it.each(['network.error', 'ECONNABORTED', 'ERR_CANCELED', 'response.invalid', 'url.null', 'url.offsite', 'http.503'])(
    'returns null for the client-made code %s, whose text is only a fallback',
    (code) => expect(serverMessageOf(new HttpError({ code, message: 'fallback text' }))).toBeNull(),
  );

  it('returns null for anything that is not an HttpError, or has no message', () => {
    expect(serverMessageOf(new Error('boom'))).toBeNull();
    expect(serverMessageOf(new HttpError({ code: 'x', message: '' }))).toBeNull();
  });
});
