import { request } from 'node:http';

/**
 * GET from the running sandbox with another Host header: the image CDNs and the game stand-in are
 * told apart by Host (cdn-a.localhost:<port>, games.localhost:<port>), names Chromium resolves to
 * the loopback address but Node's resolver does not.
 *
 *   await hostGet(sandbox.url, 'cdn-a.localhost', '/games/PGSOFT/21001.webp', { Referer: 'http://luckyvn.localhost:1/m/home' })
 */
export function hostGet(sandboxUrl: string, hostName: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const base = new URL(sandboxUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, method, headers: { Host: `${hostName}:${base.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
