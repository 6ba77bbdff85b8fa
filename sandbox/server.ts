import { WIRE_PREFIX } from '../src/lib/wire/define-call.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleControl } from './control-api';
import { isChatHost, serveChatStandIn } from './chat-stand-in';
import { isGamesHost, serveGameStandIn } from './game-stand-in';
import { serveMiniGame } from './mini-game';
import { cdnForHost, createImageCdn } from './image-cdn';
import { sendJson, sendText } from './http-io';
import { SECURITY_HEADERS } from '../scripts/lib/merchant-csp.ts';
import { handleGeetestStandIn } from './geetest-stand-in';
import { createKeyPair } from './key-pair';
import { loadMerchants, type MerchantConfig } from './merchants';
import { createRuntime, type SandboxRuntime } from './sandbox-runtime';
import { serveSandboxPage } from './sandbox-pages';
import type { Scenario } from './scenario';
import { seedMembers } from './seed-members';
import { createStaticHandler } from './static-files';
import { appPageFor, pageMerchant } from './page-merchant';
import { createWpsDispatcher } from './wps-dispatch';
import { createWpsRoutes } from './wps-routes';

// The sandbox backend in-process: `const sandbox = await startSandbox({ staticDir: 'dist' })`,
// then fetch(`${sandbox.url}/wps/...`, { headers: { Merchant: 'LVN' } }), and `await sandbox.close()`.

export interface SandboxOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** A production build; its files map to the URL root (dist/m/index.html is /m/index.html). */
  staticDir?: string;
  /** Default: merchants/ at the repository root, or sandbox/fixtures/merchants when that has none. */
  merchantsDir?: string;
  /** Scenarios in force at start and after every reset, by merchantCode. */
  scenarios?: Record<string, Scenario>;
}

export interface RunningSandbox {
  url: string;
  port: number;
  merchants: MerchantConfig[];
  /** Problems met while reading manifests (skipped files, fixture fallback). */
  warnings: string[];
  runtime: SandboxRuntime;
  close(): Promise<void>;
}

const HERE = dirname(fileURLToPath(import.meta.url));
export const FIXTURE_MERCHANTS = join(HERE, 'fixtures', 'merchants');

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const { merchants, warnings } = readMerchantsWithFallback(options.merchantsDir);
  const runtime = createRuntime({ keys: createKeyPair(), merchants, seeds: await seedMembers(), startScenarios: options.scenarios });
  const dispatch = createWpsDispatcher(runtime, createWpsRoutes());
  // Each page carries the policy of the merchant it is answered for (the host's, or `?merchant=`).
  const serveStatic = options.staticDir ? createStaticHandler(options.staticDir, {
    spaFallback: '/m',
    csp: (req) => pageMerchant(runtime, req.headers.host, new URL(req.url ?? '/', 'http://sandbox').search)?.csp,
    appPage: (req, path) => appPageFor(runtime, req.headers.host, path, new URL(req.url ?? '/', 'http://sandbox').search, req.headers['accept-language']),
  }) : undefined;
  const serveCdn = createImageCdn(runtime);

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      process.stderr.write(`sandbox: ${req.method} ${req.url} failed: ${(error as Error).stack ?? String(error)}\n`);
      if (!res.headersSent) sendText(res, 500, 'Sandbox internal error; see its console.');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Prefix, never resolve against a base: "//evil/x" must stay a path, not become a host.
    const url = new URL(`http://sandbox${req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`}`);
    const path = url.pathname;
    // Other origins on the same port, told apart by Host: the image CDNs, the vendors' game pages, the chat service.
    const cdn = cdnForHost(req.headers.host);
    if (cdn) return serveCdn(req, res, url, cdn);
    if (isGamesHost(req.headers.host)) return serveGameStandIn(merchants, req, res, url);
    if (isChatHost(req.headers.host)) return serveChatStandIn(merchants, req, res, url);
    // The merchant's own host: every answer carries the security headers (docs/deployment.md), as
    // an operator's web server adds them to its API's answers too.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (path.startsWith(WIRE_PREFIX)) return dispatch(req, res, url);
    // The Geetest-compatible stand-in (sandbox/geetest-stand-in.ts, browser code in sandbox/geetest/).
    if (path.startsWith('/__sandbox/geetest/')) return handleGeetestStandIn(runtime, req, res, url);
    if (path.startsWith('/__sandbox/')) {
      if (req.method === 'GET' && serveSandboxPage(res, url)) return;
      if (await handleControl(runtime, req, res, url)) return;
      return sendJson(res, 404, { ok: false, error: `no sandbox control route ${req.method} ${path}; see sandbox/README.md` });
    }
    // The operator's mini-game script (sandbox/mini-game.ts), served beside the app like the real one.
    if (req.method === 'GET' && serveMiniGame(res, path)) return;
    if (!serveStatic) return sendText(res, 404, 'No static build is served: start the sandbox with --static dist.');
    // What an operator's web server has beside the app, stood in for here (docs/wire-contract.md):
    // the site icon browsers ask for on their own, as the merchant's 192 px icon, and the member
    // centre app's asset manifest, which the asset update check hashes with our own.
    if (path === '/favicon.ico') {
      const hostname = (req.headers.host ?? '').replace(/:\d+$/, '');
      const merchant = merchants.find((m) => m.domains.includes(hostname)) ?? merchants[0];
      res.writeHead(merchant ? 302 : 404, merchant ? { Location: `/m/merchants/${merchant.id}/assets/icon-192.png` } : {});
      return void res.end();
    }
    if (path === MC_ASSET_MANIFEST_PATH) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      return void res.end(MC_ASSET_MANIFEST);
    }
    if (path === '/' || path === '/m') {
      res.writeHead(302, { Location: '/m/' });
      return void res.end();
    }
    return serveStatic(req, res, path);
  }

  // An idle kept-alive connection stays open longer than a client keeps it in its pool (Node's
  // fetch: 4 s; Node's server default is 5 s). With the two that close, a client on a busy machine
  // whose timer fires late reuses a socket the server is closing, and its request fails with
  // ECONNRESET (seen in the unit step running in the background of npm test).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => done());
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    port,
    merchants,
    warnings,
    runtime,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** The member-centre app's asset manifest as a CRA build writes it; constant, so it never asks for an update by itself. */
const MC_ASSET_MANIFEST_PATH = '/mobile/mc/asset-manifest.json';
const MC_ASSET_MANIFEST = JSON.stringify({ files: { 'main.js': '/mobile/mc/static/js/main.5c1e2f7a.js', 'index.html': '/mobile/mc/index.html' }, entrypoints: ['static/js/main.5c1e2f7a.js'] });

function readMerchantsWithFallback(dir: string | undefined) {
  const primary = resolve(dir ?? join(HERE, '..', 'merchants'));
  const loaded = loadMerchants(primary);
  if (loaded.merchants.length > 0 || primary === resolve(FIXTURE_MERCHANTS)) return loaded;
  const fixtures = loadMerchants(FIXTURE_MERCHANTS);
  return {
    merchants: fixtures.merchants,
    warnings: [...loaded.warnings, `no merchant manifest in ${primary}; using the sandbox fixtures in ${FIXTURE_MERCHANTS}`, ...fixtures.warnings],
  };
}
