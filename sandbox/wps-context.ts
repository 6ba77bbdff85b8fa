import type { IncomingMessage } from 'node:http';
import type { BodyOf, ResponseOf, WireCall } from '../src/lib/wire/define-call.ts';
import type { Envelope } from './envelope';
import type { MerchantState } from './merchant-state';
import type { Route, RouteMatch } from './router';
import type { SandboxRuntime } from './sandbox-runtime';
import type { Member } from './seed-members';

/** Every key of any member of a union (a login body is one of three shapes). */
type AllKeys<T> = T extends unknown ? keyof T : never;

/**
 * The body as it arrived: only the fields the contract names may be read, and each is untrusted
 * (`unknown`) until the handler checks it, as a real server must.
 */
export type WireBody<B> = { readonly [K in AllKeys<B> & string]?: unknown };

/** A success answer whose value is the row's response type. */
export type Ok<Res> = Envelope<Res> & { success: true; value: Res };
/** A business failure (any call may fail). */
export type Failure = Envelope<unknown> & { success: false };
/** The answer of a `bare` row (no envelope: the key endpoint). */
export type Bare<Res> = { readonly bare: Res };
/** What a handler may return for a row. */
export type WpsAnswer<C extends WireCall> = Ok<ResponseOf<C>> | Failure | Bare<ResponseOf<C>>;

/** What a /wps handler gets. The dispatcher has already resolved merchant, body and token. */
export interface WpsContext<C extends WireCall = WireCall> {
  req: IncomingMessage;
  method: string;
  path: string;
  query: URLSearchParams;
  /** The (decrypted) JSON body when it is an object, else {}. */
  body: WireBody<BodyOf<C>>;
  state: MerchantState;
  runtime: SandboxRuntime;
  /** The member behind a valid Authorization token, if any. */
  member: Member | undefined;
  token: string | undefined;
  /** The Language header, upper case ('' when absent). */
  language: string;
  ip: string;
  /** "http://host:port" as the client addressed the sandbox, for URLs the sandbox hands out. */
  origin: string;
  /** The success envelope; `value` is checked against the row's response type. */
  ok(value: ResponseOf<C>): Ok<ResponseOf<C>>;
  fail(code: string, value?: unknown): Failure;
  /** A `bare` row's answer, sent as it is (no envelope). */
  bare(value: ResponseOf<C>): Bare<ResponseOf<C>>;
}

export type WpsHandler<C extends WireCall> = (ctx: WpsContext<C>) => WpsAnswer<C> | Promise<WpsAnswer<C>>;

/** The sandbox's router: a handler registers by its contract row and is typed by it. */
export interface WpsRouter {
  on<C extends WireCall>(row: C, handle: WpsHandler<C>): WpsRouter;
  match(method: string, path: string): RouteMatch<WpsContext>;
  routes(): Route<WpsContext>[];
}

/** A string field of the body or query, trimmed; undefined when absent or empty. */
export function field<B extends object>(source: B | URLSearchParams, name: B extends URLSearchParams ? string : keyof B & string): string | undefined {
  const raw = source instanceof URLSearchParams ? source.get(name) : (source as Record<string, unknown>)[name];
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}
