import type { ServerResponse } from 'node:http';
import { securityHeaders } from './csp';
import { sendHtml } from './http-io';

// Stand-in pages the sandbox hands out as chat URLs, and the welcome-popup images. No script at
// all, so they load under the strict CSP inside the app's iframes. (Game launches now answer the
// stand-in on its own origin, game-stand-in.ts; /__sandbox/pages/game stays for old links.)
//   /__sandbox/pages/game?mode=real&lottoGameCode=VN_LOTTO   /__sandbox/pages/chat?user=demo
//   /__sandbox/images/welcome-1.svg                           /__sandbox/images/welcome-2.svg

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Only same-origin paths become links: "/m/home" yes, "//evil", "/\evil", "javascript:" no. */
function safeBackUrl(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}

function page(title: string, query: URLSearchParams): string {
  const rows = [...query].map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join('');
  const back = safeBackUrl(query.get('backUrl'));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title></head><body style="font:16px system-ui;margin:16px">
<h1 data-testid="sandbox-page">${escape(title)}</h1><table>${rows}</table>
${back ? `<p><a href="${escape(back)}" target="_top">Back</a></p>` : ''}</body></html>`;
}

function svg(label: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="${color}"/><text x="300" y="400" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

const IMAGES: Record<string, string> = {
  '/__sandbox/images/welcome-1.svg': svg('Welcome 1', '#d32f2f'),
  '/__sandbox/images/welcome-2.svg': svg('Welcome 2', '#1976d2'),
};

/** true when the path was one of these pages. */
export function serveSandboxPage(res: ServerResponse, url: URL): boolean {
  if (url.pathname === '/__sandbox/pages/game') sendHtml(res, 200, page('Sandbox game', url.searchParams));
  else if (url.pathname === '/__sandbox/pages/chat') sendHtml(res, 200, page('Sandbox chat', url.searchParams));
  else if (IMAGES[url.pathname]) {
    const body = IMAGES[url.pathname]!;
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-cache', ...securityHeaders() });
    res.end(body);
  } else return false;
  return true;
}
