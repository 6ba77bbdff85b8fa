import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAND_IN_FILE } from '../geetest-stand-in';
import { useFixtureSandbox } from '../testing/fixture-sandbox';

/**
 * The browser half of the stand-in (stand-in.js), run in jsdom against a real fixture sandbox:
 * the same global API as the provider's clients, a solvable dialog, and answers the sandbox's
 * server-side check accepts.
 */
const fx = useFixtureSandbox(); // LVN: v3, the default merchant; TTH: v4, GEETEST3 on
const SOURCE = readFileSync(STAND_IN_FILE, 'utf8');
const TTH_ID = 'tth0geetest0id00000000000000000';

interface CaptchaObj {
  onReady(fn: () => void): CaptchaObj;
  onSuccess(fn: () => void): CaptchaObj;
  onError(fn: (error: unknown) => void): CaptchaObj;
  onClose(fn: () => void): CaptchaObj;
  onFail(fn: (error: unknown) => void): CaptchaObj;
  verify?(): void;
  showCaptcha?(): void;
  getValidate(): Record<string, string> | false;
  destroy(): void;
}
type Init = (config: Record<string, unknown>, callback: (obj: CaptchaObj) => void) => void;
const globals = window as unknown as { initGeetest?: Init; initGeetest4?: Init };

/** Runs the script as if loaded from `<sandbox>/__sandbox/geetest/cdn-a<path>`. */
function install(path: string): void {
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue({ src: `${fx.sandbox.url}/__sandbox/geetest/cdn-a${path}` } as HTMLScriptElement);
  new Function(SOURCE)();
}

/** initGeetest(4) with spies on every event; resolves once the captcha says ready. */
async function open(init: Init, config: Record<string, unknown>) {
  const events = { success: vi.fn(), error: vi.fn(), close: vi.fn(), fail: vi.fn(), configError: vi.fn() };
  const obj = await new Promise<CaptchaObj>((resolve) => {
    init({ product: 'bind', onError: events.configError, ...config }, (captcha) => {
      captcha.onSuccess(events.success).onError(events.error).onClose(events.close).onFail(events.fail).onReady(() => resolve(captcha));
    });
  });
  return { obj, events };
}

/** Taps the tile the dialog asks for (after one wrong tile). */
function solve(): void {
  const target = document.querySelector('.geetest-stand-in__target')!.textContent!;
  const wrong = ['star', 'moon', 'sun', 'heart'].find((n) => n !== target)!;
  fireEvent.click(screen.getByRole('button', { name: wrong }));
  expect(screen.getByRole('status').textContent).toBe(`That is not the ${target}. Try again.`);
  fireEvent.click(screen.getByRole('button', { name: target }));
}

afterEach(() => {
  delete globals.initGeetest;
  delete globals.initGeetest4;
  document.body.innerHTML = '';
});

describe('the Geetest stand-in client', () => {
  it('v3: defines only initGeetest, shows the dialog on verify() and answers "<challenge>|jordan"', async () => {
    await fx.client('LVN').scenario({ flags: { GEETEST3: true } });
    const { value } = await fx.client('LVN').get<{ gt: string; challenge: string }>('/wps/captcha/geetest', { query: { t: '1' } });
    install('/static/js/gt.0.4.9.js');
    expect(globals.initGeetest4).toBeUndefined();
    const { obj, events } = await open(globals.initGeetest!, { gt: value!.gt, challenge: value!.challenge, new_captcha: true });
    expect(obj.getValidate()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    obj.verify!();
    const dialog = screen.getByRole('dialog', { name: 'Verify you are human' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    solve();
    expect(events.fail).toHaveBeenCalledTimes(1);
    expect(events.success).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const result = obj.getValidate() as Record<string, string>;
    expect(result).toMatchObject({ geetest_challenge: value!.challenge, geetest_seccode: `${value!.challenge}|jordan` });
    const login = { username: 'demo', password: 'demo1234', geetestChallenge: result.geetest_challenge, geetestSeccode: result.geetest_seccode };
    expect(await fx.client('LVN').post('/wps/session/login', login, { encrypt: 'DES' })).toMatchObject({ success: true });
  });

  it('v3: closing (button or Escape) reports onClose, leaves no answer and gives the focus back', async () => {
    install('/static/js/gt.0.4.9.js');
    const { obj, events } = await open(globals.initGeetest!, { gt: 'g', challenge: 'c' });
    const before = document.body.appendChild(document.createElement('button'));
    before.focus();
    obj.verify!();
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close the verification' }));
    expect(events.close).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(before);
    obj.verify!();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(events.close).toHaveBeenCalledTimes(2);
    expect(obj.getValidate()).toBe(false);
    expect(events.success).not.toHaveBeenCalled();
  });

  it('reports the forced error instead of showing, in each version\'s shape', async () => {
    await fx.client('LVN').scenario({ geetest: { error: { code: '21', message: 'Slow network' } } });
    install('/static/js/gt.0.4.9.js');
    const v3 = await open(globals.initGeetest!, { gt: 'g', challenge: 'c' });
    v3.obj.verify!();
    await waitFor(() => expect(v3.events.error).toHaveBeenCalledWith({ error_code: 'error_21', msg: 'Slow network', user_error: 'Slow network' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await fx.client('TTH').scenario({ geetest: { error: { code: '60100' } } });
    install('/v4/gt4.js');
    const v4 = await open(globals.initGeetest4!, { captchaId: TTH_ID });
    v4.obj.showCaptcha!();
    await waitFor(() => expect(v4.events.error).toHaveBeenCalledWith(expect.objectContaining({ code: '60100', msg: 'Verification service error' })));
  });

  it('v4: defines only initGeetest4 and answers a lot_number the sandbox accepts', async () => {
    install('/v4/gt4.js');
    expect(globals.initGeetest).toBeUndefined();
    const { obj, events } = await open(globals.initGeetest4!, { captchaId: TTH_ID });
    expect(obj.verify).toBeUndefined();
    obj.showCaptcha!();
    solve();
    expect(events.success).toHaveBeenCalledTimes(1);
    const result = obj.getValidate() as Record<string, string>;
    expect(result).toMatchObject({ pass_token: 'ok', captcha_id: TTH_ID });
    const login = { username: 'demo', password: 'demo1234', geetestValidateV4: JSON.stringify(result) };
    expect(await fx.client('TTH').post('/wps/session/login', login, { encrypt: 'DES' })).toMatchObject({ success: true });
  });

  it('reports a failed resource through config.onError: v4 with code 60205, v3 as text', async () => {
    await fx.client('LVN').scenario({ geetest: { resources: 'fail' } });
    install('/v4/gt4.js');
    const v4Error = vi.fn();
    const v4Ready = vi.fn();
    globals.initGeetest4!({ captchaId: TTH_ID, onError: v4Error }, v4Ready);
    await waitFor(() => expect(v4Error).toHaveBeenCalledWith(expect.objectContaining({ code: '60205', msg: 'Network failure' })));
    install('/static/js/gt.0.4.9.js');
    const v3Error = vi.fn();
    globals.initGeetest!({ gt: 'g', challenge: 'c', onError: v3Error }, v4Ready);
    await waitFor(() => expect(v3Error).toHaveBeenCalledWith('Network failure'));
    expect(v4Ready).not.toHaveBeenCalled();
  });
});
