import type { Request } from '@playwright/test';

/**
 * The third-party pixel scripts (Facebook, TikTok, Google tag, Kwai) the demo merchants configure
 * (`analytics.scriptOrigins`). They load a moment after the first paint on every page, so no test
 * may let them reach the real hosts: every browser the tests launch resolves these hosts to the
 * pixel stand-in (pixel-stand-in.ts), an HTTPS server on the loopback address that answers every
 * path with an empty script. The page still asks for `https://connect.facebook.net/…`: the
 * Content-Security-Policy, the request the guards see and tracking.spec.ts's count are those of
 * the real host.
 *
 * Why not `context.route()`: any route makes Playwright pause every request of the context in the
 * browser and switches the HTTP cache off: 20 % more CPU on twelve contexts of four page loads
 * each (docs/testing.md).
 */
export const PIXEL_HOSTS = ['connect.facebook.net', 'analytics.tiktok.com', 'www.googletagmanager.com', 's1.kwai.net'] as const;

export const PIXEL_SCRIPT = new RegExp(`^https://(${PIXEL_HOSTS.map((h) => h.replace(/\./g, '\\.')).join('|')})/`);

export const isPixelScript = (request: Request): boolean => PIXEL_SCRIPT.test(request.url());

/** Where global-setup.ts tells the workers the stand-in listens: "<port> <base64 SHA-256 of its key>". */
export const PIXEL_STAND_IN_ENV = 'E2E_PIXEL_STAND_IN';

/**
 * The Chromium switches that send the pixel hosts to the stand-in and trust its certificate (and
 * no other: the key's hash is pinned). Empty outside a test run (the runner's own process, which
 * launches no browser, reads the config before global-setup.ts starts the stand-in).
 */
export function pixelStandInArgs(): string[] {
  const [port, spki] = process.env[PIXEL_STAND_IN_ENV]?.split(' ') ?? [];
  if (!port || !spki) return [];
  return [`--host-resolver-rules=${PIXEL_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`, `--ignore-certificate-errors-spki-list=${spki}`];
}
