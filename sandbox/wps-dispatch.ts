import type { IncomingMessage, ServerResponse } from 'node:http';
import * as wire from '../src/lib/wire/table.ts';
import { decryptBody } from './decrypt-body';
import { fail, ok, type Envelope } from './envelope';
import { BodyTooLargeError, clientIp, header, readBody, sendJson } from './http-io';
import { MAX_RECORDED_CALLS, memberForToken, type MerchantState } from './merchant-state';
import type { SandboxRuntime } from './sandbox-runtime';
import { forPath } from './scenario';
import type { Bare, Failure, Ok, WpsContext, WpsRouter } from './wps-context';

// One /wps request, in order:
//   1. Merchant header -> that merchant's state (unknown/missing: HTTP 400 merchant.unknown)
//   2. scenario delayMs, then scenario stall (no answer while it is on), then scenario status
//      (forced HTTP status, body code "http.<status>"; passwordReset.down is 503 on the reset's two paths)
//   3. route = the contract's row (404 not.found / 405 method.not.allowed), body read and
//      decrypted; an `encrypted` row refuses plaintext with decrypt.required
//   4. scenario errors (forced business error code for the path)
//   5. Authorization -> member; an `auth: 'token'` row without one answers CUSTOMER_NOT_LOGIN (HTTP 200;
//      scenario notLoginCode picks another of the not-logged-in codes, notLoginStatus 401 makes it HTTP 401)
//   6. the handler; every step's outcome is recorded for GET /__sandbox/calls

const PING_PATH = wire.ping.path;
const RESET_PATHS = new Set([wire.passwordResetCode.path, wire.passwordReset.path]);
const PING_PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET',
  'Access-Control-Allow-Headers': 'Merchant, Language',
  'Access-Control-Max-Age': '600',
};

export function createWpsDispatcher(runtime: SandboxRuntime, router: WpsRouter) {
  return async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // The domain race pings other origins with the Merchant and Language headers: the browser
    // asks first (CORS preflight, which carries no Merchant header), and only the ping says yes.
    if (req.method === 'OPTIONS' && url.pathname === PING_PATH) {
      res.writeHead(204, PING_PREFLIGHT_HEADERS);
      return void res.end();
    }
    const language = (header(req, 'language') ?? '').toUpperCase();
    const state = runtime.state(header(req, 'merchant'));
    if (!state) return sendJson(res, 400, fail('merchant.unknown', null, language));
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;
    const record = startRecord(state, req, method, url);

    const reply = (status: number, body: unknown, headers?: Record<string, string>) => {
      const envelope = body as Partial<Envelope>;
      record.finish(status, typeof envelope?.code === 'string' ? envelope.code : null);
      sendJson(res, status, body, headers);
    };

    const delay = forPath(state.scenario.delayMs, path);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (forPath(state.scenario.stall, path)) {
      const merchant = header(req, 'merchant');
      // Read afresh: a reset makes a new state, and the switch is lifted by a control request.
      const lifted = await holdWhile(() => Boolean(forPath(runtime.state(merchant)?.scenario.stall, path)), res);
      if (!lifted) return; // the client gave up: nobody to answer
    }
    const forced = forPath(state.scenario.status, path) ?? (state.scenario.passwordReset?.down && RESET_PATHS.has(path) ? 503 : undefined);
    if (forced) return reply(forced, fail(`http.${forced}`, null, language));

    const match = router.match(method, path);
    if (!match) return reply(404, fail('not.found', null, language));
    if (!('route' in match)) return reply(405, fail('method.not.allowed', null, language), { Allow: match.allowed.join(', ') });
    const route = match.route;

    let raw = '';
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        raw = await readBody(req);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return reply(413, fail('request.invalid', null, language));
        throw error;
      }
    }
    const encryption = header(req, 'encryption');
    if (route.row.encrypted && !encryption) {
      record.body(safeJson(raw), null);
      return reply(200, fail('decrypt.required', null, language));
    }
    const opened = decryptBody({ encryption, xRsa: header(req, 'x-rsa'), xDigest: header(req, 'x-digest'), raw }, runtime.keys.privateKey);
    if (opened.kind === 'error') {
      record.body(raw, encryption ?? null);
      return reply(200, fail(opened.code, null, language));
    }
    record.body(opened.json, opened.kind === 'decrypted' ? opened.scheme : null);

    const forcedError = forPath(state.scenario.errors, path);
    if (forcedError) return reply(200, fail(forcedError, null, language));

    const token = header(req, 'authorization');
    const member = memberForToken(state, token);
    if (route.row.auth === 'token' && !member) {
      return state.scenario.notLoginStatus === 401
        ? reply(401, fail('http.401', null, language))
        : reply(200, fail(state.scenario.notLoginCode ?? 'CUSTOMER_NOT_LOGIN', null, language));
    }

    const ctx: WpsContext = {
      req, method, path, query: url.searchParams, state, runtime, member, token: member ? token : undefined, language,
      body: opened.json && typeof opened.json === 'object' && !Array.isArray(opened.json) ? (opened.json as Record<string, unknown>) : {},
      ip: clientIp(req),
      origin: `http://${header(req, 'host') ?? 'localhost'}`,
      ok: (value) => ok(value) as Ok<unknown>,
      fail: (code, value) => fail(code, value ?? null, language) as Failure,
      bare: (value) => ({ bare: value }),
    };
    try {
      const answer = (await route.handle(ctx)) as Ok<unknown> | Failure | Bare<unknown>;
      const body = 'bare' in answer ? answer.bare : answer;
      // Only the ping is meant to be called across origins (domain racing).
      reply(200, body, path === PING_PATH ? { 'Access-Control-Allow-Origin': '*' } : undefined);
    } catch (error) {
      process.stderr.write(`sandbox: ${method} ${path} failed: ${(error as Error).stack ?? String(error)}\n`);
      reply(500, fail('sandbox.error', null, language));
    }
  };
}

function startRecord(state: MerchantState, req: IncomingMessage, method: string, url: URL) {
  const call = {
    at: Date.now(), method, path: url.pathname, query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])),
    body: null as unknown, encryption: null as string | null, status: 0, code: null as string | null,
  };
  return {
    body(body: unknown, encryption: string | null) {
      call.body = body;
      call.encryption = encryption;
    },
    finish(status: number, code: string | null) {
      call.status = status;
      call.code = code;
      state.calls.push(call);
      if (state.calls.length > MAX_RECORDED_CALLS) state.calls.splice(0, state.calls.length - MAX_RECORDED_CALLS);
    },
  };
}

/** How often a stalled request looks whether its switch was lifted. */
const STALL_POLL_MS = 50;

/** Holds a request while `stalled()` says so: true once it is lifted, false if the client went away first. */
function holdWhile(stalled: () => boolean, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!stalled()) finish(true);
    }, STALL_POLL_MS);
    const gone = () => finish(false);
    res.on('close', gone);
    function finish(lifted: boolean) {
      clearInterval(timer);
      res.off('close', gone);
      resolve(lifted);
    }
  });
}

function safeJson(raw: string): unknown {
  try {
    return raw === '' ? null : JSON.parse(raw);
  } catch {
    return raw;
  }
}
