import type { Page } from '@playwright/test';

/** One call as the page sent it (see watchAppCalls). */
interface AppCall { path: string; sameOrigin: boolean; withCredentials: boolean; timeout: number; handled: boolean }

/**
 * The app's calls as the page itself sees them (its http layer is axios over XMLHttpRequest): each
 * call is listed when send() is called, and marked handled by a `loadend` listener added in send().
 * axios sets its own handler before send(), so this listener runs after it and after the
 * microtasks that carry the answer through the app (http layer, error policy, the state/ui store,
 * and React's render of a store change, which is synchronous): what the app does with an answer is
 * done when its call is handled. The test process hears of requests late; the page's list is exact.
 *
 *   await watchAppCalls(page);                           // before the page loads
 *   await page.goto(…);
 *   await appCallsHandled(page);                         // every call sent so far has been handled
 *   await appCallsHandled(page, '/wps/system/test/ping'); // …and one to this path was among them
 *   await ownOriginCalls(page);                          // [{ path, withCredentials, timeout }, …]
 */
export async function watchAppCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: AppCall[] = [];
    (window as unknown as { appCalls: typeof calls }).appCalls = calls;
    const urls = new WeakMap<XMLHttpRequest, URL>();
    const { open, send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, new URL(String(args[1]), location.href));
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const url = urls.get(this);
      // The credentials flag and the time-out as the http layer set them before send(): on the page's
      // own origin the browser sends cookies either way, and a time-out never shows on the wire;
      // the request object tells both.
      const call = { path: url?.pathname ?? '', sameOrigin: url?.origin === location.origin, withCredentials: this.withCredentials, timeout: this.timeout, handled: false };
      calls.push(call);
      this.addEventListener('loadend', () => void (call.handled = true));
      return send.call(this, body);
    };
  });
}

/** Waits until every call the page has sent has been handled (and, given paths, one to each was sent). */
export async function appCallsHandled(page: Page, ...paths: string[]): Promise<void> {
  await page.waitForFunction((paths) => {
    const calls = (window as unknown as { appCalls: AppCall[] }).appCalls;
    return calls.every((c) => c.handled) && paths.every((p) => calls.some((c) => c.path === p));
  }, paths);
}

/** The calls sent so far to the page's own origin, each with its XMLHttpRequest.withCredentials and .timeout (ms, 0 = none) at send(). */
export async function ownOriginCalls(page: Page): Promise<{ path: string; withCredentials: boolean; timeout: number }[]> {
  return page.evaluate(() => (window as unknown as { appCalls: AppCall[] }).appCalls
    .filter((c) => c.sameOrigin)
    .map(({ path, withCredentials, timeout }) => ({ path, withCredentials, timeout })));
}
