import * as wire from '../src/lib/wire/table.ts';
import type { CipherScheme } from './decrypt-body';
import type { Envelope } from './envelope';
import type { RecordedCall } from './merchant-state';
import { sealPayload } from './wire-client';

// A small Node client for the sandbox, for its own tests and for e2e setup code:
//   const api = sandboxClient(sandbox.url, 'LVN');
//   const { value } = await api.post('/wps/session/login', { username: 'demo', password: 'demo1234' }, { encrypt: 'DES' });
//   await api.scenario({ maintenance: { end: null } });  ...  await api.reset();

export interface CallOptions {
  token?: string;
  /** Seal the body per the wire contract (fetches the key first). */
  encrypt?: CipherScheme;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface RawResponse<T = unknown> { status: number; headers: Headers; body: T }

export function sandboxClient(baseUrl: string, merchant: string, language = 'EN') {
  const headersFor = (options: CallOptions): Record<string, string> => ({
    Merchant: merchant,
    Language: language,
    'Content-Type': 'application/json',
    ...(options.token ? { Authorization: options.token } : {}),
    ...options.headers,
  });

  async function raw<T = Envelope>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<RawResponse<T>> {
    const headers = headersFor(options);
    let text = body === undefined ? undefined : JSON.stringify(body);
    if (options.encrypt && body !== undefined) {
      const sealed = sealPayload(body, await rsaKey(), options.encrypt);
      Object.assign(headers, sealed.headers);
      text = sealed.body;
    }
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    const res = await fetch(`${baseUrl}${path}${query}`, { method, headers, body: text });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, headers: res.headers, body: (type.includes('json') ? await res.json() : await res.text()) as T };
  }

  async function rsaKey(): Promise<string> {
    const { body } = await raw<{ success: boolean; rsaKey: string }>('GET', wire.rsaKey.path, undefined, { query: { _: String(Date.now()) } });
    if (!body.success) throw new Error('the sandbox refused the key request');
    return body.rsaKey;
  }

  async function control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseUrl}/__sandbox/${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json()) as T & { ok: boolean; error?: string };
    if (!json.ok) throw new Error(`sandbox control ${path}: ${json.error}`);
    return json;
  }

  return {
    raw,
    rsaKey,
    get: async <T = unknown>(path: string, options?: CallOptions) => (await raw<Envelope<T>>('GET', path, undefined, options)).body,
    post: async <T = unknown>(path: string, body: unknown, options?: CallOptions) => (await raw<Envelope<T>>('POST', path, body, options)).body,
    del: async <T = unknown>(path: string, body?: unknown, options?: CallOptions) => (await raw<Envelope<T>>('DELETE', path, body, options)).body,
    /** Logs in with user name and password (DES) and returns the token; throws on failure. */
    async login(username: string, password: string): Promise<string> {
      const res = await raw<Envelope<{ token: string }>>('POST', wire.login.path, { username, password }, { encrypt: 'DES' });
      if (!res.body.success || !res.body.value) throw new Error(`login ${username} failed: ${res.body.code}`);
      return res.body.value.token;
    },
    scenario: (set: Record<string, unknown>) => control('POST', 'scenario', { merchant, set }),
    reset: (all = false) => control('POST', 'reset', all ? {} : { merchant }),
    calls: async (path?: string) =>
      (await control<{ calls: RecordedCall[] }>('GET', `calls?${new URLSearchParams({ merchant, ...(path ? { path } : {}) })}`)).calls,
    state: async () => (await control<{ state: Record<string, unknown> }>('GET', `state?merchant=${encodeURIComponent(merchant)}`)).state,
  };
}

export type SandboxClient = ReturnType<typeof sandboxClient>;
