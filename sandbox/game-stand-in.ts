import type { IncomingMessage, ServerResponse } from 'node:http';
import { GAMES } from './catalogue/games';
import { CATALOGUE_LANGUAGES, pick } from './catalogue/texts';
import { securityHeaders } from './csp';
import { sendText } from './http-io';
import { portOf } from './image-cdn';
import type { MerchantConfig } from './merchants';

// The vendors' game pages, stood in on their own origin (Host games.localhost:<port>), as the
// launch calls hand them out: /play (launchGame) and /trial (GCS_gameTrialLaunch). No script: a
// heading names the game and the mode, a table shows every parameter (data-testid
// "param-<key>" on the value), and a Back link goes to backUrl when it is an absolute http(s) URL
// on a loopback host or on a merchant's domain (target=_top on /play, which may replace the app).
// frame-ancestors lists every merchant domain and the loopback names, any port, so the app's
// trial iframe may show /trial.
//
//   http://games.localhost:4173/play?vendor=PGSOFT&code=fortune-tiger&backUrl=http%3A%2F%2Fluckyvn.localhost%3A4173%2Fm%2Fhome
//   http://games.localhost:4173/trial?gameId=21001&nodeId=21&platform=html5

export const GAMES_HOST = 'games.localhost';

/** "games.localhost:4173" (any port) -> true. */
export function isGamesHost(host: string | undefined): boolean {
  return (host ?? '').replace(/:\d+$/, '').toLowerCase() === GAMES_HOST;
}

/** The stand-in's origin on the port the client used: "http://games.localhost:4173". */
export function gamesOrigin(requestOrigin: string): string {
  const port = portOf(requestOrigin);
  return `http://${GAMES_HOST}${port ? `:${port}` : ''}`;
}

const LOOPBACK = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])$/i;

/** backUrl as a link target, or null: absolute http(s) on a loopback host or a merchant domain only. */
export function safeBackUrl(value: string | null, merchantDomains: readonly string[]): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  return LOOPBACK.test(host) || merchantDomains.some((d) => d.toLowerCase() === host) ? url.href : null;
}

/** The frame-ancestors sources: every merchant domain and the loopback names, any port. */
export function gameFrameAncestors(merchants: readonly Pick<MerchantConfig, 'domains'>[]): string[] {
  const hosts = merchants.flatMap((m) => m.domains).filter((d) => /^[a-z0-9.-]+$/i.test(d)).map((d) => d.toLowerCase());
  return [...new Set([...hosts, 'localhost', '*.localhost', '127.0.0.1'])].map((h) => `${h}:*`);
}

/** Which game the query names, for the heading. */
export function gameTitle(mode: 'play' | 'trial', q: URLSearchParams): string {
  const language = q.get('language') ?? 'EN';
  const name = (g: (typeof GAMES)[number]) => pick(g.name, language, CATALOGUE_LANGUAGES);
  if (mode === 'trial') {
    const game = GAMES.find((g) => g.gameId === q.get('gameId'));
    return game ? name(game) : `Game ${q.get('gameId') ?? '?'}`;
  }
  const vendor = q.get('vendor');
  const code = vendor ? q.get('code') : q.get('lottoGameCode');
  if (!vendor && !code) return 'Lottery lobby';
  const game = GAMES.find((g) => (vendor ? g.vendor === vendor.toUpperCase() : g.accountTypeName === 'LOTT' || g.accountTypeName === 'ELOTT') && g.gameCode === code);
  return game ? name(game) : `${vendor ?? 'Lottery'} ${code ?? ''}`.trim();
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function gamePage(mode: 'play' | 'trial', q: URLSearchParams, merchantDomains: readonly string[]): string {
  const title = gameTitle(mode, q);
  const label = mode === 'play' ? 'Real play' : 'Trial play';
  const rows = [...q].map(([k, v]) => `<tr><th scope="row">${escape(k)}</th><td data-testid="param-${escape(k)}">${escape(v)}</td></tr>`).join('');
  const back = safeBackUrl(q.get('backUrl'), merchantDomains);
  const link = back ? `<p><a data-testid="game-back" href="${escape(back)}"${mode === 'play' ? ' target="_top"' : ''}>Back</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · ${label}</title></head><body style="font:16px system-ui,sans-serif;margin:16px;background:#10131a;color:#f4f4f4">
<h1 data-testid="game-title">${escape(title)}</h1><p data-testid="game-mode">${label} · sandbox stand-in for the vendor's game</p>
<table style="border-collapse:collapse">${rows}</table>
${link}</body></html>`;
}

export function serveGameStandIn(merchants: readonly MerchantConfig[], req: IncomingMessage, res: ServerResponse, url: URL): void {
  const mode = url.pathname === '/play' ? 'play' : url.pathname === '/trial' ? 'trial' : undefined;
  if (!mode) return sendText(res, 404, `Not found: ${url.pathname} (the game stand-in serves /play and /trial)`);
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const html = gamePage(mode, url.searchParams, merchants.flatMap((m) => m.domains));
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
