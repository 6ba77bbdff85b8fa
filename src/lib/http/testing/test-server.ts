/// <reference types="node" />
// Test support only: a real HTTP server on an ephemeral port, so lib/http is tested through
// axios's real node adapter rather than a mock. Each request is recorded as a Hit.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (text/plain). */
  text?: string;
  /** Drop the connection without answering (axios sees a network error). */
  destroy?: boolean;
  /** Never answer (until the server closes): for timeouts. */
  hang?: boolean;
  delayMs?: number;
}

export type Handler = (hit: Hit, hitsSoFar: Hit[]) => Reply | Promise<Reply>;

export interface TestServer {
  /** e.g. 'http://127.0.0.1:49152' */
  origin: string;
  hits: Hit[];
  hitsTo(path: string): Hit[];
  close(): Promise<void>;
}

export const ok = (value: unknown): Reply => ({ json: { success: true, code: null, message: null, value } });
export const fail = (code: string, message: string | null = null, value: unknown = null): Reply => ({
  json: { success: false, code, message, value },
});

export async function startServer(handler: Handler): Promise<TestServer> {
  const hits: Hit[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const hit: Hit = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(hit);
      void Promise.resolve(handler(hit, hits)).then(async (reply) => {
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (reply.destroy) return void req.socket.destroy();
        if (reply.hang) return void hanging.push(res);
        const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
        res.writeHead(reply.status ?? 200, { 'Content-Type': reply.json !== undefined ? 'application/json' : 'text/plain' });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    hitsTo: (path) => hits.filter((hit) => hit.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
