import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The first setup file of the 'dom' project (vitest.config.ts), run before each of its test files. The
 * project's files share their worker thread and its jsdom window (`isolate: false`), so jsdom and
 * the libraries load once per thread instead of once per file. This file gives each test file
 * what a fresh thread gave it:
 * - the previous file's stubs, environment variables and fake timers undone (vitest undoes them
 *   before each test, so the last test's would still stand here);
 * - nothing the previous file rendered with testing-library still mounted (its effects, timers
 *   and subscriptions end with it);
 * - the window as jsdom makes it: an empty document, no storage or cookies, the first address, and
 *   none of the listeners the previous file's code left on the window or the document (a library
 *   that listened on the window from its first load would lose that listener too: none of ours
 *   does, and a test that needs one fails plainly);
 * - animation frames that run: a file that stubs requestAnimationFrame while fake timers are on
 *   leaves the fake timers' frame function behind once both are undone (the stub puts back what it
 *   replaced), and no frame would come for the rest of the thread. Frames are served here by a
 *   timer of their own, made anew for each file (jsdom's serves them every 16 ms the same way);
 * - a fresh module graph: the app's modules are evaluated again for this file. Libraries in
 *   node_modules load once per thread, except those that keep state the app sets up, which the
 *   project inlines (`server.deps.inline`) so that they are evaluated again here too.
 */
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
cleanup();

type Listening = { target: EventTarget; args: Parameters<EventTarget['addEventListener']> };
interface Kept {
  url: string;
  listening: Set<Listening>;
  add: { window: EventTarget['addEventListener']; document: EventTarget['addEventListener'] };
  remove: { window: EventTarget['removeEventListener']; document: EventTarget['removeEventListener'] };
}
const thread = globalThis as typeof globalThis & { __freshDom?: Kept };

// The first file of the thread: what jsdom gave, to return to before each later file.
const kept = (thread.__freshDom ??= {
  url: location.href,
  listening: new Set(),
  add: { window: window.addEventListener.bind(window), document: document.addEventListener.bind(document) },
  remove: { window: window.removeEventListener.bind(window), document: document.removeEventListener.bind(document) },
});

for (const { target, args } of kept.listening) (target === document ? kept.remove.document : kept.remove.window)(...args);
kept.listening.clear();
for (const [name, target] of [['window', window], ['document', document]] as const) {
  target.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
    kept.listening.add({ target, args });
    kept.add[name](...args);
  };
}

localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
history.replaceState(null, '', kept.url);
const html = document.documentElement;
for (const { name } of [...html.attributes]) html.removeAttribute(name);
for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();

const frames = new Map<number, FrameRequestCallback>();
let lastFrame = 0;
// The timer function the pending frame timer was set with: under fake timers it is the fake one,
// and a frame asked for after the real ones are back needs a timer of its own.
let frameTimerBy: typeof setTimeout | undefined;
const runFrames = () => {
  frameTimerBy = undefined;
  const due = [...frames.values()];
  frames.clear();
  const now = performance.now();
  for (const callback of due) callback(now);
};
window.requestAnimationFrame = (callback) => {
  frames.set(++lastFrame, callback);
  if (frameTimerBy !== setTimeout) {
    frameTimerBy = setTimeout;
    setTimeout(runFrames, 16);
  }
  return lastFrame;
};
window.cancelAnimationFrame = (handle) => void frames.delete(handle);

vi.resetModules();
