import type { IncomingMessage } from 'node:http';
import type { Envelope } from './envelope';
import type { MerchantState } from './merchant-state';
import type { Router } from './router';
import type { SandboxRuntime } from './sandbox-runtime';
import type { Member } from './seed-members';

/** What a /wps handler gets. The dispatcher has already resolved merchant, body and token. */
export interface WpsContext {
  req: IncomingMessage;
  method: string;
  path: string;
  query: URLSearchParams;
  /** The (decrypted) JSON body when it is an object, else {}. */
  body: Record<string, unknown>;
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
  ok<T>(value?: T | null): Envelope<T>;
  fail<T>(code: string, value?: T | null): Envelope<T>;
}

export type WpsRouter = Router<WpsContext>;

/** A string field of the body or query, trimmed; undefined when absent or empty. */
export function field(source: Record<string, unknown> | URLSearchParams, name: string): string | undefined {
  const raw = source instanceof URLSearchParams ? source.get(name) : source[name];
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}
