import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './http-io';
import { unreadFor } from './chat-stand-in';
import { findMember, type MerchantState } from './merchant-state';
import type { SandboxRuntime } from './sandbox-runtime';
import { applyScenario, checkScenarioSet } from './scenario';
import { SEED_ACCOUNTS } from './seed-members';

// The sandbox-only control API (never under /wps). Answers are plain JSON, not the envelope.
//   POST   /__sandbox/scenario  {"merchant":"LVN","set":{"maintenance":{"end":null}}}
//   POST   /__sandbox/reset     {} (every merchant) or {"merchant":"LVN"}
//   GET    /__sandbox/calls?merchant=LVN&path=/wps/session/login      DELETE /__sandbox/calls?merchant=LVN
//   GET    /__sandbox/state?merchant=LVN                              GET /__sandbox/merchants
//   POST   /__sandbox/chat/message {"merchant":"GCR","userName":"demo","count":1} (unread chat messages for a member)
//   POST   /__sandbox/sessions/end {"merchant":"LVN"} or {"merchant":"LVN","userName":"demo"} (the server ends sessions)

type Answer = { status: number; body: unknown } | null;

/** false when the path is not part of the control API. */
export async function handleControl(runtime: SandboxRuntime, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const answer = await control(runtime, req, url);
  if (answer) sendJson(res, answer.status, answer.body);
  return answer !== null;
}

async function control(runtime: SandboxRuntime, req: IncomingMessage, url: URL): Promise<Answer> {
  const problem = (status: number, error: string): Answer => ({ status, body: { ok: false, error } });
  const done = (body: Record<string, unknown>): Answer => ({ status: 200, body: { ok: true, ...body } });
  const unknownMerchant = (code: unknown) =>
    problem(404, `unknown merchant "${String(code ?? '')}"; known: ${runtime.merchants.map((m) => m.merchantCode).join(', ')}`);
  const query = url.searchParams.get('merchant') ?? undefined;

  switch (`${req.method} ${url.pathname}`) {
    case 'GET /__sandbox/merchants':
      return done({
        merchants: runtime.merchants.map((m) => ({ id: m.id, merchantCode: m.merchantCode, displayName: m.displayName, manifest: m.manifestPath })),
        accounts: SEED_ACCOUNTS.map(({ userName, password, note }) => ({ userName, password, note })),
      });
    case 'POST /__sandbox/scenario': {
      const body = await jsonBody(req);
      if (!body) return problem(400, 'send JSON {"merchant": "<merchantCode>", "set": {...}}');
      const state = runtime.state(typeof body.merchant === 'string' ? body.merchant : undefined);
      if (!state) return unknownMerchant(body.merchant);
      const problems = checkScenarioSet(body.set);
      if (problems.length) return problem(400, problems.join('; '));
      state.scenario = applyScenario(state.scenario, body.set as Record<string, unknown>);
      return done({ merchant: state.merchant.merchantCode, scenario: state.scenario });
    }
    case 'POST /__sandbox/chat/message': {
      // The chat service sends a member messages they have not read: their unread count grows.
      const body = await jsonBody(req);
      const state = runtime.state(typeof body?.merchant === 'string' ? body.merchant : undefined);
      if (!state) return unknownMerchant(body?.merchant);
      const member = findMember(state, body?.userName);
      if (!member) return problem(404, `unknown member "${String(body?.userName ?? '')}"`);
      const added = body?.count ?? 1;
      if (typeof added !== 'number' || !Number.isInteger(added) || added < 1) return problem(400, 'count must be a whole number ≥ 1');
      const key = member.userName.toLowerCase();
      const unread = unreadFor(state.scenario, key) + added;
      state.scenario = applyScenario(state.scenario, { unreadByMember: { ...state.scenario.unreadByMember, [key]: unread } });
      return done({ userName: member.userName, unreadCount: unread });
    }
    case 'POST /__sandbox/sessions/end': {
      // The server ends sessions (they expired, an operator ended them): their tokens are refused
      // from now on (notLoginCode, or HTTP 401 with notLoginStatus); a new login works.
      const body = await jsonBody(req);
      const state = runtime.state(typeof body?.merchant === 'string' ? body.merchant : undefined);
      if (!state) return unknownMerchant(body?.merchant);
      const member = body?.userName === undefined ? undefined : findMember(state, body.userName);
      if (body?.userName !== undefined && !member) return problem(404, `unknown member "${String(body.userName)}"`);
      let ended = 0;
      for (const [token, id] of state.sessions) {
        if (member && id !== member.id) continue;
        state.sessions.delete(token);
        ended++;
      }
      return done({ ended });
    }
    case 'POST /__sandbox/reset': {
      const body = (await jsonBody(req)) ?? {};
      const code = typeof body.merchant === 'string' ? body.merchant : undefined;
      if (code !== undefined && !runtime.state(code)) return unknownMerchant(code);
      runtime.reset(code);
      return done({ reset: code ?? 'all' });
    }
    case 'GET /__sandbox/calls': {
      const state = runtime.state(query);
      if (!state) return unknownMerchant(query);
      const path = url.searchParams.get('path');
      return done({ calls: path ? state.calls.filter((c) => c.path === path) : state.calls });
    }
    case 'DELETE /__sandbox/calls': {
      const state = runtime.state(query);
      if (!state) return unknownMerchant(query);
      state.calls = [];
      return done({});
    }
    case 'GET /__sandbox/state': {
      const state = runtime.state(query);
      return state ? done({ state: viewState(state) }) : unknownMerchant(query);
    }
    default:
      return null;
  }
}

/** Everything except password hashes. */
function viewState(state: MerchantState) {
  const members = [...state.members.values()];
  return {
    merchant: state.merchant.merchantCode,
    scenario: state.scenario,
    members: members.map(({ passwordHash: _hash, ...rest }) => rest),
    sessions: [...state.sessions].map(([token, id]) => ({ token, userName: members.find((m) => m.id === id)?.userName ?? null })),
    sms: Object.fromEntries(state.sms),
    passwordReset: Object.fromEntries(state.resets),
    openCaptchaChallenges: [...state.challenges],
    registrations: state.registrations,
    push: state.push,
    events: state.events,
    callCount: state.calls.length,
  };
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const raw = await readBody(req);
  if (raw.trim() === '') return undefined;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
