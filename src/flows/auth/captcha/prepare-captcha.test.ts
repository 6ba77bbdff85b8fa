// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/lib/http/testing/test-server';
import { rejection, withTestServer } from '@/lib/http/testing/with-test-server';
import type { FeatureSet } from '@/runtime/steps/resolve-features';
import { captchaMessages } from './captcha-texts';
import { defaultDeps, prepareCaptcha, type CaptchaDeps } from './prepare-captcha';

// GET /wps/captcha/geetest through the real http layer (wire contract section 5), against a real
// test server: what is asked, and how its failures read.
const { setup } = withTestServer();
const captcha: FeatureSet['captcha'] = { login: true, register: true, sms: false, id: 'gt', version: 'v3', testMode: false };
const t = (key: string) => `t(${key})`;

/** The default deps with the script step replaced (node has no DOM): it records that it was reached. */
function deps(): CaptchaDeps & { reached: ReturnType<typeof vi.fn> } {
  const reached = vi.fn().mockRejectedValue(new Error('no script in node'));
  return { ...defaultDeps(), messages: captchaMessages(t), loadScript: reached, reached };
}

describe('the v3 challenge call', () => {
  it('is GET /wps/captcha/geetest?t=<ms>, without the generic alert', async () => {
    const { server, onError } = await setup(() => ok({ gt: 'gt', challenge: 'abc', newCaptcha: true }));
    const d = deps();
    const before = Date.now();
    const error = await rejection(prepareCaptcha('login', { captcha, scriptBases: ['/x'] }, d));
    expect(d.reached).toHaveBeenCalledWith(['/x'], '/static/js/gt.0.4.9.js', 'initGeetest', expect.any(AbortSignal), undefined);
    expect(error).toMatchObject({ code: '60204', message: 't(auth.captcha.network_failure)' });
    const [hit] = server.hitsTo('/wps/captcha/geetest');
    expect(hit?.method).toBe('GET');
    expect(Number(hit?.query.get('t'))).toBeGreaterThanOrEqual(before);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a business error shows the server message; an answer without a challenge is an unknown error', async () => {
    await setup(() => fail('captcha.busy', 'Too busy, try later'));
    expect(await rejection(prepareCaptcha('register', { captcha, scriptBases: ['/x'] }, deps()))).toMatchObject({ code: 'server', message: 'Too busy, try later' });
    await setup(() => ok({ gt: 'gt' }));
    const d = deps();
    expect(await rejection(prepareCaptcha('register', { captcha, scriptBases: ['/x'] }, d))).toMatchObject({ code: 'server', message: 't(error.unknown_error)' });
    expect(d.reached).not.toHaveBeenCalled();
  });

  it("the manifest's pin for the v3 file goes with the script step; a pin for another path does not", async () => {
    await setup(() => ok({ gt: 'gt', challenge: 'abc', newCaptcha: true }));
    const pinned = { ...captcha, scriptIntegrity: { '/static/js/gt.0.4.9.js': 'sha384-pin', '/static/js/gt.0.5.0.js': 'sha384-other' } };
    const d = deps();
    await rejection(prepareCaptcha('login', { captcha: pinned, scriptBases: ['/x'] }, d));
    expect(d.reached).toHaveBeenCalledWith(['/x'], '/static/js/gt.0.4.9.js', 'initGeetest', expect.any(AbortSignal), 'sha384-pin');
  });

  it('no answer at all reads as the captcha timeout', async () => {
    await setup(() => ({ destroy: true }));
    expect(await rejection(prepareCaptcha('login', { captcha, scriptBases: ['/x'] }, deps()))).toMatchObject({ code: 'timeout', message: 't(auth.captcha.timeout)' });
  });
});
