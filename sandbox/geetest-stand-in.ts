import type { IncomingMessage, ServerResponse } from 'node:http';
import { issueChallenge } from './geetest';
import { standInScript, tamperedScript } from './geetest-pin';
import { stateForHost } from './page-merchant';
import { header, sendJson, sendText } from './http-io';
import type { MerchantState } from './merchant-state';
import type { SandboxRuntime } from './sandbox-runtime';

// The Geetest-compatible stand-in (the real provider cannot be reached from here). Any name under
// /__sandbox/geetest/ is a "script base", so a manifest can list several and the app's fallback
// and time-outs run for real in the browser:
//
//   GET /__sandbox/geetest/cdn-a/static/js/gt.0.4.9.js   v3 client: window.initGeetest(config, cb)
//   GET /__sandbox/geetest/cdn-a/v4/gt4.js               v4 client: window.initGeetest4(config, cb)
//   GET /__sandbox/geetest/cdn-a/gettype?gt=…            v3 "resource" the client loads after init
//   GET /__sandbox/geetest/cdn-a/v4/load?captcha_id=…    v4 "resource": issues the lot_number
//
// Both clients are one browser file (sandbox/geetest/stand-in.js); it reads its version from its
// own URL. Scenario `geetest` (per merchant, the merchant found by the request's Host) bends it:
//   {"geetest": {"bases": {"cdn-a": "fail"}}}       that base answers 404
//   {"geetest": {"bases": {"cdn-a": "hang"}}}       that base never answers (the app's 3 s time-out)
//   {"geetest": {"bases": {"cdn-a": "tampered"}}}   that base serves the script with a byte more
//                                                    (its integrity pin no longer matches: geetest-pin.ts)
//   {"geetest": {"resources": "hang"}}              the script loads, its resource never answers
//   {"geetest": {"error": {"code": "21", "message": "Network is slow"}}}   the captcha reports it when shown

export { STAND_IN_FILE } from './geetest-pin';
/** A request left hanging is dropped after this long (the app gave up long before). */
const HANG_MS = 30_000;

const SCRIPTS = new Set(['static/js/gt.0.4.9.js', 'v4/gt4.js']);

/** Serves /__sandbox/geetest/<base>/<rest>. */
export function handleGeetestStandIn(runtime: SandboxRuntime, req: IncomingMessage, res: ServerResponse, url: URL): void {
  const match = /^\/__sandbox\/geetest\/([a-z0-9-]{1,40})\/(.+)$/.exec(url.pathname);
  if (!match || req.method !== 'GET') return sendText(res, 404, 'Not found: the Geetest stand-in serves GET /__sandbox/geetest/<base>/static/js/gt.0.4.9.js and /<base>/v4/gt4.js.');
  const [, base, rest] = match as unknown as [string, string, string];
  const state = stateForHost(runtime, header(req, 'host'));
  const rule = state?.scenario.geetest;
  const isScript = SCRIPTS.has(rest);
  const bend = isScript ? rule?.bases?.[base] : rest === 'gettype' || rest === 'v4/load' ? rule?.resources : undefined;
  if (bend === 'fail') return sendText(res, 404, `Not found: scenario geetest made ${isScript ? `base "${base}"` : 'the resources'} fail.`);
  if (bend === 'hang') {
    setTimeout(() => res.destroy(), HANG_MS).unref();
    return;
  }
  if (isScript) return sendScript(res, bend === 'tampered' ? tamperedScript() : standInScript());
  if (rest === 'gettype') return sendJson(res, 200, { status: 'success', data: { type: 'stand-in', error: rule?.error ?? null } });
  if (rest === 'v4/load') {
    const captchaId = url.searchParams.get('captcha_id') ?? '';
    const target = stateForCaptchaId(runtime, captchaId) ?? state;
    if (!target || target.merchant.geetest.id !== captchaId) {
      return sendJson(res, 200, { status: 'error', code: '60001', msg: 'captcha_id is not known', desc: { detail: `no merchant has geetest id "${captchaId}"` } });
    }
    const { challenge } = issueChallenge(target);
    return sendJson(res, 200, { status: 'success', data: { lot_number: challenge, error: target.scenario.geetest?.error ?? null } });
  }
  return sendText(res, 404, `Not found: /__sandbox/geetest/${base}/${rest}`);
}

function sendScript(res: ServerResponse, body: Buffer): void {
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

function stateForCaptchaId(runtime: SandboxRuntime, captchaId: string): MerchantState | undefined {
  const merchant = captchaId ? runtime.merchants.find((m) => m.geetest.id === captchaId) : undefined;
  return merchant ? runtime.state(merchant.merchantCode) : undefined;
}
