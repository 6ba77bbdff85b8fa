import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from './csp';
import { gameFrameAncestors, safeBackUrl } from './game-stand-in';
import { sendText } from './http-io';
import { portOf } from './image-cdn';
import type { MerchantConfig } from './merchants';
import type { Scenario } from './scenario';

// The chat service's page, stood in on its own origin (Host chat.localhost:<port>), as
// CBS_launchChat hands it out: /chat?user=…&language=…&title=…&backUrl=…&headerColor=…&b2c=….
// No script: a heading (data-testid "chat-title") on the headerColor, a table of every parameter
// (data-testid "chat-param-<key>" on the value), and a Back link (target=_top) to backUrl when it
// is an absolute http(s) URL on a loopback host or a merchant's domain. frame-ancestors lists every
// merchant domain and the loopback names, any port, so the app's chat iframe may show it.
//
//   http://chat.localhost:4173/chat?user=demo&language=CN&title=Goldcrest&backUrl=http%3A%2F%2Fgoldcrest.localhost%3A4173%2Fm%2Fhome

export const CHAT_HOST = 'chat.localhost';

/** "chat.localhost:4173" (any port) -> true. */
export function isChatHost(host: string | undefined): boolean {
  return (host ?? '').replace(/:\d+$/, '').toLowerCase() === CHAT_HOST;
}

/** The stand-in's origin on the port the client used: "http://chat.localhost:4173". */
export function chatOrigin(requestOrigin: string): string {
  const port = portOf(requestOrigin);
  return `http://${CHAT_HOST}${port ? `:${port}` : ''}`;
}

/** A member's unread count: their own (unreadByMember) else the scenario's default, else 2. */
export function unreadFor(scenario: Scenario, userName: string): number {
  return scenario.unreadByMember?.[userName.toLowerCase()] ?? scenario.unreadCount ?? 2;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const HEX = /^#[0-9a-f]{3,8}$/i;

export function chatPage(q: URLSearchParams, merchantDomains: readonly string[]): string {
  const title = q.get('title') || 'Chat';
  const header = HEX.test(q.get('headerColor') ?? '') ? q.get('headerColor')! : '#333333';
  const rows = [...q].map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td data-testid="chat-param-${escape(k)}">${escape(v)}</td></tr>`).join('');
  const back = safeBackUrl(q.get('backUrl'), merchantDomains);
  const link = back ? `<p><a data-testid="chat-back" href="${escape(back)}" target="_top">Back</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Chat</title></head><body style="font:16px system-ui,sans-serif;margin:0;background:#fff;color:#222">
<h1 data-testid="chat-title" style="margin:0;padding:12px 16px;font-size:18px;background:${header};color:#fff">${escape(title)} · Chat</h1>
<p style="margin:16px">Sandbox stand-in for the chat service.</p>
<table style="border-collapse:collapse;margin:0 16px">${rows}</table>
${link}</body></html>`;
}

export function serveChatStandIn(merchants: readonly MerchantConfig[], req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (url.pathname !== '/chat') return sendText(res, 404, `Not found: ${url.pathname} (the chat stand-in serves /chat)`);
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const html = chatPage(url.searchParams, merchants.flatMap((m) => m.domains));
  const policy = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors ${gameFrameAncestors(merchants).join(' ')}`;
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(html)),
    'Cache-Control': 'no-store',
    ...securityHeaders(),
    'Content-Security-Policy': policy,
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}
