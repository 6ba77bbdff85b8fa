// The shape of one row of the /wps contract (calls.ts). Node-safe: the sandbox imports it too.
//
//   export const memberInfo: WireCall<{}, MemberInfo> = { method: 'GET', path: '/wps/member/info', auth: 'token', alert: 'dialog' };
//   const info = await api.call(memberInfo);            // info: MemberInfo
//   router.on(memberInfo, (ctx) => ctx.ok({ ... }));    // checked against MemberInfo

/** What every path of the contract starts with (the sandbox routes it to the dispatcher). */
export const WIRE_PREFIX = '/wps/';

export type WireMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * - `token`: needs `Authorization`; without a valid token the server answers CUSTOMER_NOT_LOGIN.
 * - `public`: needs no token (the client still sends the one it has).
 * - `none`: needs no token, and the client never sends one.
 */
export type WireAuth = 'token' | 'public' | 'none';

/**
 * What a failure does beyond rejecting (the error catalogue decides first: not logged in, 502 and
 * TOO_MANY_REQUEST* are handled the same for every call):
 * - `dialog`: the http layer shows the generic alert (server message, timeout, unknown error);
 * - `caller`: no dialog; the caller tells the player itself (or a failure is not worth telling).
 */
export type AlertPolicy = 'dialog' | 'caller';

/**
 * The request of a call: `params` (the query string) and/or `body` (the JSON body). A call with
 * no input has `{}`.
 */
export interface WireRequest {
  params?: object;
  body?: unknown;
}

declare const wireTypes: unique symbol;

export interface WireCall<Req extends WireRequest = WireRequest, Res = unknown> {
  readonly method: WireMethod;
  /** Exact path; the contract has no path parameters. */
  readonly path: string;
  readonly auth: WireAuth;
  readonly alert: AlertPolicy;
  /** The body is sent encrypted (docs/wire-contract.md section 3); plaintext is refused. */
  readonly encrypted?: true;
  /** Only where it differs from the client's default (30 s). */
  readonly timeoutMs?: number;
  /** The `ModuleId` header the call always sends. */
  readonly moduleId?: string;
  /** The answer is not the envelope: its fields are at the top level (the key endpoint). */
  readonly bare?: true;
  /** Phantom: the request and response types. Never present at run time. */
  readonly [wireTypes]?: { req: Req; res: Res };
}

/**
 * A row built inline (tests); the contract's rows are typed constants (`const row: WireCall<Req,
 * Res> = {…}`), which cost no call in the bundle.
 */
export function defineCall<Req extends WireRequest, Res>(row: Omit<WireCall<Req, Res>, typeof wireTypes>): WireCall<Req, Res> {
  return row;
}

export type RequestOf<C> = C extends WireCall<infer Req, unknown> ? Req : never;
export type ResponseOf<C> = C extends WireCall<WireRequest, infer Res> ? Res : never;
/** The JSON body a call sends (never for a call without one). */
export type BodyOf<C> = RequestOf<C> extends { body: infer B } ? B : RequestOf<C> extends { body?: infer B } ? B | undefined : never;
