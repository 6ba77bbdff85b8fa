// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRouter } from './router';

describe('createRouter', () => {
  it('matches method and exact path, and reports the allowed methods otherwise', () => {
    const router = createRouter<string>()
      .add('GET', '/wps/a', {}, () => 'get')
      .add('POST', '/wps/a', { encrypted: true }, () => 'post');
    const hit = router.match('post', '/wps/a');
    expect(hit && 'route' in hit && hit.route.encrypted).toBe(true);
    expect(router.match('DELETE', '/wps/a')).toEqual({ allowed: ['GET', 'POST'] });
    expect(router.match('GET', '/wps/a/')).toBeNull();
    expect(router.routes()).toHaveLength(2);
  });

  it('refuses a duplicate registration', () => {
    const router = createRouter<string>().add('GET', '/x', {}, () => 1);
    expect(() => router.add('GET', '/x', {}, () => 2)).toThrow(/twice/);
  });
});
