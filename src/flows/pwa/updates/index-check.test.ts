import { describe, expect, it, vi } from 'vitest';
import { entryScriptOf, pageIsStale } from './index-check';

const built = (entry: string) => `<!doctype html><html><head>
  <script type="module" crossorigin src="${entry}"></script>
  <link rel="modulepreload" crossorigin href="/m/assets/rolldown-runtime-COiEfhsA.js"></head><body><div id="root"></div></body></html>`;

function pageRunning(entry: string | null): Document {
  const doc = document.implementation.createHTMLDocument('app');
  if (entry) {
    const script = doc.createElement('script');
    script.type = 'module';
    script.setAttribute('src', entry);
    doc.head.appendChild(script);
  }
  return doc;
}

const answering = (body: string, status = 200) => vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('entryScriptOf', () => {
  it('finds the module entry of a built index.html, in either attribute order', () => {
    expect(entryScriptOf(built('/m/assets/index-Gj4_BvVA.js'))).toBe('/m/assets/index-Gj4_BvVA.js');
    expect(entryScriptOf('<script src="/m/assets/a.js" type="module"></script>')).toBeNull();
    expect(entryScriptOf('<script type=module src="/m/assets/b.js"></script>')).toBe('/m/assets/b.js');
    expect(entryScriptOf('<p>maintenance</p>')).toBeNull();
  });
});

describe('pageIsStale (the GET /m/index.html no-cache check)', () => {
  it('asks past the service worker: no-cache and a query parameter', async () => {
    const fetchImpl = answering(built('/m/assets/index-A.js'));
    await pageIsStale(fetchImpl, pageRunning('/m/assets/index-A.js'), 42);
    expect(fetchImpl).toHaveBeenCalledWith('/m/index.html?_=42', { cache: 'no-cache', credentials: 'same-origin' });
  });

  it('is false while the server names the entry this page runs', async () => {
    expect(await pageIsStale(answering(built('/m/assets/index-A.js')), pageRunning('/m/assets/index-A.js'), 1)).toBe(false);
  });

  it('is true once the server names another entry', async () => {
    expect(await pageIsStale(answering(built('/m/assets/index-B.js')), pageRunning('/m/assets/index-A.js'), 1)).toBe(true);
  });

  it('cannot tell when offline, on an error status, or without an entry on either side', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await pageIsStale(offline, pageRunning('/m/assets/index-A.js'), 1)).toBeNull();
    expect(await pageIsStale(answering('busy', 503), pageRunning('/m/assets/index-A.js'), 1)).toBeNull();
    expect(await pageIsStale(answering('<p>hello</p>'), pageRunning('/m/assets/index-A.js'), 1)).toBeNull();
    expect(await pageIsStale(answering(built('/m/assets/index-A.js')), pageRunning(null), 1)).toBeNull();
  });
});
