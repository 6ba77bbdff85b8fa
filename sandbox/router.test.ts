// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineCall } from '../src/lib/wire/define-call.ts';
import { createRouter } from './router';

const getA = defineCall<Record<never, never>, string>({ method: 'GET', path: '/wps/a', auth: 'public', alert: 'dialog' });
const postA = defineCall<{ body: { x: number } }, string>({ method: 'POST', path: '/wps/a', encrypted: true, auth: 'token', alert: 'caller' });

describe('createRouter', () => {
  it('matches method and exact path, and reports the allowed methods otherwise', () => {
    const router = createRouter<string>()
      .on(getA, () => 'get')
      .on(postA, () => 'post');
    const hit = router.match('post', '/wps/a');
    expect(hit && 'route' in hit && hit.route.row).toBe(postA);
    expect(hit && 'route' in hit && hit.route.row.encrypted).toBe(true);
    expect(router.match('DELETE', '/wps/a')).toEqual({ allowed: ['GET', 'POST'] });
    expect(router.match('GET', '/wps/a/')).toBeNull();
    expect(router.routes()).toHaveLength(2);
  });

  it('refuses a duplicate registration', () => {
    const router = createRouter<string>().on(getA, () => 1);
    expect(() => router.on(getA, () => 2)).toThrow(/twice/);
  });
});
