import { createHash, createPublicKey } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { PIXEL_HOSTS } from './pixels';

export interface PixelStandIn {
  port: number;
  /** Base64 SHA-256 of the certificate's public key (what Chromium's SPKI allow-list takes). */
  spki: string;
  close(): Promise<void>;
}

/**
 * The pixel hosts' stand-in (pixels.ts): HTTPS on 127.0.0.1 with a certificate made for this run
 * (the pixel hosts as its names, valid for a day), answering every request with an empty script.
 */
export async function startPixelStandIn(): Promise<PixelStandIn> {
  const pems = await generate([{ name: 'commonName', value: 'e2e pixel stand-in' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: PIXEL_HOSTS.map((value) => ({ type: 2, value })) }],
  });
  const server = createServer({ key: pems.private, cert: pems.cert }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' });
    res.end('/* pixel stand-in */');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const spkiDer = createPublicKey(pems.public).export({ type: 'spki', format: 'der' });
  return {
    port: (server.address() as AddressInfo).port,
    spki: createHash('sha256').update(spkiDer).digest('base64'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
