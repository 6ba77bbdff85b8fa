import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import captchaEn from '@/locales/captcha/EN.json';
import mainEn from '@/locales/EN.json';
import type { FeatureSet } from '@/runtime/steps/resolve-features';
import { captchaMessages } from './captcha-texts';
import { CAPTCHA_TIMEOUT_MS, type CaptchaDeps } from './prepare-captcha';
import { loadProviderScript, SCRIPT_TIMEOUT_MS } from './load-provider-script';
import { runCaptcha } from './run-captcha';
import { fakeGeetest } from './testing/fake-geetest';

/** The real English texts, so the assertions read what a player reads. */
const en: Record<string, string> = { ...mainEn, ...captchaEn };
const t = (key: string, options: Record<string, unknown> = {}) => (en[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

const A = '/__sandbox/geetest/cdn-a';
const B = '/__sandbox/geetest/cdn-b';
const captcha = (over: Partial<FeatureSet['captcha']> = {}): FeatureSet['captcha'] => ({ login: true, register: true, sms: false, id: 'gt-id', version: 'v3', testMode: false, ...over });
const CHALLENGE = { gt: 'gt-id', challenge: 'c0ffee', newCaptcha: true };

let fetchChallenge: ReturnType<typeof vi.fn<CaptchaDeps['fetchChallenge']>>;
let deps: CaptchaDeps;
let v3: ReturnType<typeof fakeGeetest>;
let v4: ReturnType<typeof fakeGeetest>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchChallenge = vi.fn<CaptchaDeps['fetchChallenge']>().mockResolvedValue(CHALLENGE);
  deps = { fetchChallenge, loadScript: loadProviderScript, messages: captchaMessages(t), language: () => 'EN' };
  v3 = fakeGeetest('v3');
  v4 = fakeGeetest('v4');
});
afterEach(async () => {
  v3.uninstall();
  v4.uninstall();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
});

/** The run's outcome without an unhandled rejection: the fields, or the error's code and text. */
const outcome = (run: Promise<unknown>) => run.then((fields) => ({ fields }), (e: { code: string; message: string }) => ({ code: e.code, message: e.message }));
const tick = () => vi.advanceTimersByTimeAsync(0);
/** The v3 script arrives from base A and the captcha reports itself ready (shown). */
async function shownFromA(): Promise<void> {
  await tick();
  v3.arrive(A);
  await tick();
  v3.last().fire('ready');
  await tick();
}

describe('runCaptcha (solveCaptcha)', () => {
  it('v3: fetches a challenge, loads the script, shows the captcha when ready and resolves with the fields', async () => {
    const run = outcome(runCaptcha('login', { captcha: captcha(), scriptBases: [A, B] }, deps));
    await tick();
    expect(fetchChallenge).toHaveBeenCalledTimes(1);
    v3.arrive(A);
    await tick();
    const obj = v3.last();
    expect(obj.config).toMatchObject({ gt: 'gt-id', challenge: 'c0ffee', new_captcha: true, offline: false, product: 'bind', lang: 'en' });
    expect(obj.shown).toBe(0);
    obj.fire('ready');
    await tick();
    expect(obj.shown).toBe(1);
    obj.solve({ geetest_challenge: 'c0ffee', geetest_validate: 'v', geetest_seccode: 'c0ffee|jordan' });
    expect(await run).toEqual({ fields: { geetestChallenge: 'c0ffee', geetestSeccode: 'c0ffee|jordan' } });
    expect(obj.destroyed).toBe(true); // single use
  });

  it('v4: no challenge call; the captcha id and language go to initGeetest4; the answer is the JSON string', async () => {
    const run = outcome(runCaptcha('sms', { captcha: captcha({ version: 'v4', sms: true }), scriptBases: [A] }, { ...deps, language: () => 'PT-BR' }));
    await tick();
    v4.arrive(A);
    await tick();
    expect(fetchChallenge).not.toHaveBeenCalled();
    const obj = v4.last();
    expect(obj.config).toMatchObject({ captchaId: 'gt-id', product: 'bind', language: 'pon' });
    obj.fire('ready');
    await tick();
    expect(obj.shown).toBe(1);
    const result = { lot_number: 'L1', captcha_output: 'o', pass_token: 'ok', gen_time: '1' };
    obj.solve(result);
    expect(await run).toEqual({ fields: { geetestValidateV4: JSON.stringify(result) } });
  });

  it('refuses the SMS captcha without v4 (and a v4 captcha without id), asking nothing', async () => {
    expect(await outcome(runCaptcha('sms', { captcha: captcha({ version: 'v3' }), scriptBases: [A] }, deps))).toEqual({
      code: 'unavailable', message: 'The verification service is not working right now. Please try again later.',
    });
    expect(await outcome(runCaptcha('login', { captcha: captcha({ version: 'v4', id: '' }), scriptBases: [A] }, deps))).toMatchObject({ code: 'unavailable' });
    expect(fetchChallenge).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('runs one at a time: a second call is refused with "too fast", a later one is fine', async () => {
    const context = { captcha: captcha(), scriptBases: [A] };
    const first = outcome(runCaptcha('login', context, deps));
    const second = outcome(runCaptcha('register', context, deps));
    expect(await second).toEqual({ code: 'too_fast', message: 'A verification is already open. Please finish it first.' });
    await shownFromA();
    v3.last().fire('close');
    expect(await first).toMatchObject({ code: 'verify_first' });
    const third = outcome(runCaptcha('login', context, deps));
    await tick();
    v3.last().fire('ready'); // the global is loaded now: no second script
    await tick();
    v3.last().solve({ geetest_challenge: 'c0ffee', geetest_seccode: 'c0ffee|jordan' });
    expect(await third).toMatchObject({ fields: { geetestSeccode: 'c0ffee|jordan' } });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('closing the captcha rejects with verify_first and "please verify first"', async () => {
    const run = outcome(runCaptcha('login', { captcha: captcha(), scriptBases: [A] }, deps));
    await shownFromA();
    v3.last().fire('close');
    expect(await run).toEqual({ code: 'verify_first', message: 'Please complete the verification first.' });
  });

  it.each([
    [{ error_code: 'error_21', msg: 'x', user_error: 'Network is slow' }, 'provider', 'Network is slow (21)'],
    [{ code: '60100', msg: 'Too many attempts', desc: { detail: 'x' } }, 'provider', 'Too many attempts (60100)'],
    [{ code: '60205', msg: 'Network failure' }, '60205', 'Network failure (60205). Check your connection and try again.'],
    [{ code: 'error_12' }, 'provider', 'Something went wrong. Please try again.'],
  ])('a provider error %j while shown reads %s: %s', async (error, code, message) => {
    const run = outcome(runCaptcha('login', { captcha: captcha(), scriptBases: [A] }, deps));
    await shownFromA();
    v3.last().fire('error', error);
    expect(await run).toEqual({ code, message });
  });

  it('60204 "Network failure" at once when every base fails, trying them in order', async () => {
    const run = outcome(runCaptcha('login', { captcha: captcha(), scriptBases: [A, B] }, deps));
    await tick();
    v3.fail(A);
    await tick();
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(`${B}/static/js/gt.0.4.9.js`);
    v3.fail(B);
    expect(await run).toEqual({ code: '60204', message: 'Network failure (60204). Check your connection and try again.' });
  });

  it('60204 after 3 s per silent base (two bases: 6 s)', async () => {
    const run = outcome(runCaptcha('login', { captcha: captcha(), scriptBases: [A, B] }, deps));
    await tick();
    await vi.advanceTimersByTimeAsync(2 * SCRIPT_TIMEOUT_MS - 1);
    expect(await Promise.race([run, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toMatchObject({ code: '60204' });
  });

  it('the 10 s captcha timeout: five silent bases end at 10 s with 60204, not after 15 s', async () => {
    const bases = ['/a', '/b', '/c', '/d', '/e'];
    const run = outcome(runCaptcha('login', { captcha: captcha(), scriptBases: bases }, deps));
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS - 1);
    expect(await Promise.race([run, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toMatchObject({ code: '60204' });
  });

  it('60205 at 10 s when the script loaded but its resources never made it ready; a late captcha is destroyed', async () => {
    const run = outcome(runCaptcha('login', { captcha: captcha({ version: 'v4' }), scriptBases: [A] }, deps));
    await tick();
    v4.arrive(A); // at ~0 ms: the script ran, init was called, the provider never says ready
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS - 1);
    expect(await Promise.race([run, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toEqual({ code: '60205', message: 'Network failure (60205). Check your connection and try again.' });
    expect(v4.last().destroyed).toBe(true);
    v4.last().fire('ready'); // too late: nothing shows
    expect(v4.last().shown).toBe(0);
  });

  it('a challenge call that does not answer ends at 10 s with the captcha timeout text', async () => {
    fetchChallenge.mockImplementation((signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    const run = outcome(runCaptcha('register', { captcha: captcha(), scriptBases: [A] }, deps));
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS);
    expect(await run).toEqual({ code: 'timeout', message: 'The verification did not load in time. Check your connection and try again.' });
    expect(fetchChallenge.mock.calls[0]![0].aborted).toBe(true);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('the provider reporting its resources failed while loading (v3 bare text) is 60205 at once', async () => {
    const run = outcome(runCaptcha('login', { captcha: captcha(), scriptBases: [A] }, deps));
    await tick();
    v3.withholdObject();
    v3.arrive(A);
    await tick();
    (v3.last().config.onError as (e: unknown) => void)('Network error');
    expect(await run).toMatchObject({ code: '60205' });
  });
});
