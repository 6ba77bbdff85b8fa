import type { Page } from '@playwright/test';

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
 */
export async function watchAppCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { path: string; handled: boolean }[] = [];
    (window as unknown as { appCalls: typeof calls }).appCalls = calls;
    const paths = new WeakMap<XMLHttpRequest, string>();
    const { open, send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      paths.set(this, new URL(String(args[1]), location.href).pathname);
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const call = { path: paths.get(this) ?? '', handled: false };
      calls.push(call);
      this.addEventListener('loadend', () => void (call.handled = true));
      return send.call(this, body);
    };
  });
}

/** Waits until every call the page has sent has been handled (and, given paths, one to each was sent). */
export async function appCallsHandled(page: Page, ...paths: string[]): Promise<void> {
  await page.waitForFunction((paths) => {
    const calls = (window as unknown as { appCalls: { path: string; handled: boolean }[] }).appCalls;
    return calls.every((c) => c.handled) && paths.every((p) => calls.some((c) => c.path === p));
  }, paths);
}
