import type { GeetestCaptchaObj } from '../geetest-provider';

/**
 * Test support: the provider's global API as a puppet. The test plays the provider: it makes the
 * script "arrive" (defines window.initGeetest / initGeetest4 and fires the tag's load event),
 * then says when the captcha is ready, solved, closed or failing.
 *
 *   const provider = fakeGeetest('v3');  provider.arrive('/cdn-a');   // the run calls init…
 *   provider.last().fire('ready');  …  provider.last().solve({ geetest_challenge: 'c', geetest_seccode: 'c|jordan' });
 */
export interface FakeCaptcha extends GeetestCaptchaObj {
  config: Record<string, unknown>;
  shown: number;
  destroyed: boolean;
  fire(event: 'ready' | 'success' | 'close' | 'error', arg?: unknown): void;
  solve(result: Record<string, unknown>): void;
}

export function fakeGeetest(version: 'v3' | 'v4') {
  const global = version === 'v3' ? 'initGeetest' : 'initGeetest4';
  const path = version === 'v3' ? '/static/js/gt.0.4.9.js' : '/v4/gt4.js';
  const made: FakeCaptcha[] = [];
  const w = window as unknown as Record<string, unknown>;
  /** When false, init hands over no captcha object (the provider's resources never come). */
  let handsOver = true;

  function create(config: Record<string, unknown>): FakeCaptcha {
    const handlers: Record<string, ((arg?: unknown) => void)[]> = { ready: [], success: [], close: [], error: [] };
    let solved: Record<string, unknown> | null = null;
    const on = (name: string) => (fn: (arg?: unknown) => void) => {
      handlers[name]!.push(fn);
      return obj;
    };
    const obj: FakeCaptcha = {
      config, shown: 0, destroyed: false,
      onReady: on('ready'), onSuccess: on('success'), onClose: on('close'), onError: on('error'),
      getValidate: () => solved ?? false,
      reset: () => void (solved = null),
      destroy: () => void (obj.destroyed = true),
      fire: (event, arg) => handlers[event]!.forEach((fn) => fn(arg)),
      solve(result) {
        solved = result;
        obj.fire('success');
      },
    };
    if (version === 'v3') obj.verify = () => void obj.shown++;
    else obj.showCaptcha = () => void obj.shown++;
    return obj;
  }

  return {
    made,
    last: () => made[made.length - 1]!,
    withholdObject: () => void (handsOver = false),
    /** The script from this base "loads": the global is defined and the tag fires load. */
    arrive(base: string) {
      w[global] = (config: Record<string, unknown>, callback: (captcha: GeetestCaptchaObj) => void) => {
        const captcha = create(config);
        made.push(captcha);
        if (handsOver) callback(captcha);
      };
      const tag = [...document.head.querySelectorAll('script')].find((s) => s.getAttribute('src') === base + path);
      if (!tag) throw new Error(`no <script> for ${base + path}; tags: ${[...document.head.querySelectorAll('script')].map((s) => s.src).join(', ')}`);
      tag.dispatchEvent(new Event('load'));
    },
    /** The request for this base fails (404, DNS…). */
    fail(base: string) {
      [...document.head.querySelectorAll('script')].find((s) => s.getAttribute('src') === base + path)?.dispatchEvent(new Event('error'));
    },
    uninstall() {
      delete w[global];
      document.head.innerHTML = '';
      document.body.innerHTML = '';
    },
  };
}
