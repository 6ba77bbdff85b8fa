// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

const fx = useFixtureSandbox();

describe('member centre calls', () => {
  it('keeps the profile icon per member, within the set', async () => {
    const lvn = fx.client('LVN');
    const token = await lvn.login('demo', 'demo1234');
    expect((await lvn.get('/wps/member/profileIcon', { token })).value).toEqual({ icon: null });
    expect((await lvn.raw('PUT', '/wps/member/profileIcon', { icon: 4 }, { token })).body).toMatchObject({ success: true });
    expect((await lvn.get('/wps/member/profileIcon', { token })).value).toEqual({ icon: 4 });
    expect((await lvn.raw('PUT', '/wps/member/profileIcon', { icon: 99 }, { token })).body).toMatchObject({ code: 'profile.icon.invalid' });
    expect(await lvn.get('/wps/member/profileIcon')).toMatchObject({ code: 'CUSTOMER_NOT_LOGIN' });
  });

  it('takes feedback with a reference, refuses an empty one, limits the rate', async () => {
    const lvn = fx.client('LVN');
    const token = await lvn.login('demo', 'demo1234');
    const send = (body: Record<string, unknown>) => lvn.post<{ reference: string }>('/wps/member/feedback', body, { token });
    const sent = await send({ category: 'deposit', message: '  My deposit is missing  ', contact: null });
    expect(sent.value?.reference).toMatch(/^FB-\d{8}-\d{4}$/);
    expect(await send({ category: 'deposit', message: '   ', contact: null })).toMatchObject({ code: 'feedback.invalid' });
    expect(await send({ category: 'nope', message: 'x', contact: null })).toMatchObject({ code: 'feedback.invalid' });
    for (let i = 0; i < 4; i++) expect(await send({ category: 'other', message: `m${i}`, contact: 'me@x.test' })).toMatchObject({ success: true });
    expect(await send({ category: 'other', message: 'one too many', contact: null })).toMatchObject({ code: 'feedback.too.many' });
  });
});
