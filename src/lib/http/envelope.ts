// Reading the `/wps` envelope (docs/wire-contract.md section 1):
//   { "success": true,  "code": null, "message": null, "value": {...} }      → ok, value
//   { "success": false, "code": "login.cred.err", "message": "Wrong password", "value": null }
//   HTTP 401 / 502 / 500 with or without an envelope body

export type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; status: number; code: string; serverMessage?: string | undefined; value?: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function readEnvelope(status: number, body: string): Outcome {
  const json = parseJson(body);
  const envelope = isRecord(json) && typeof json.success === 'boolean' ? json : undefined;
  const ok2xx = status >= 200 && status < 300;

  if (ok2xx && envelope?.success === true) return { ok: true, value: envelope.value };
  if (ok2xx && !envelope) return { ok: false, status, code: 'response.invalid' };
  return {
    ok: false,
    status,
    code: text(envelope?.code) ?? (ok2xx ? 'unknown' : `http.${status}`),
    serverMessage: text(envelope?.message),
    value: envelope?.value,
  };
}

/** For the one endpoint that puts its fields at the top level (GET /wps/session/key/rsa). */
export function readJson(status: number, body: string): unknown {
  return status >= 200 && status < 300 ? parseJson(body) : undefined;
}
