import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markScreenShown } from './src/ui/after-paint';

/**
 * Lazy screens and text packs load asynchronously; on a busy 2-core CI machine (npm test runs the
 * unit step in the background, beside the browsers) that can take more than
 * testing-library's default 1 s for findBy…/waitFor. A wait still fails, just not spuriously.
 * Only where there is a document: a file in the node environment (scripts, the sandbox, pure logic)
 * renders nothing, and importing testing-library (React DOM with it) cost each of them half a second.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}

/**
 * jsdom has no HTML Sanitizer API: server HTML is sanitized with DOMPurify, whose chunk the app
 * fetches as the sanitizer's module loads (src/lib/safe-html.ts). Tests render server HTML at once.
 */
if (typeof document !== 'undefined') await (await import('./src/lib/safe-html')).sanitizerReady;

/**
 * Tests render overlays and parts without the route view, which is what tells after-paint parts
 * that the screen is up (src/ui/after-paint.ts): here it counts as up from the start.
 * src/ui/after-paint.test.ts loads the module afresh to test the wait itself.
 */
markScreenShown();

/**
 * Under Vite, `import.meta.glob(…, { query: '?url' })` gives source files as `/src/…` URLs, which the
 * dev server serves (and the build turns into hashed assets). Tests have no server, so `/src/…`
 * fetches are answered from the repository here; every other fetch is the real one.
 */
const realFetch = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith('/src/')) return realFetch(input, init);
  const file = join(process.cwd(), decodeURIComponent(url.split('?')[0] ?? ''));
  return existsSync(file) ? new Response(readFileSync(file)) : new Response('', { status: 404 });
};
