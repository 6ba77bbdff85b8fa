/** What the standing guards (guards.ts) count as staying on this machine, and how a failed load reads. */

/**
 * Chromium's console line for a resource that failed: an HTTP status (404) or a network error
 * ('net::ERR_INTERNET_DISCONNECTED'). With `at` in a declaration it names exactly which load.
 *
 *   expectConsoleError(failedToLoad(503), 'the scenario answers the ping 503', { at: /\/wps\/system\/test\/ping/ })
 */
export function failedToLoad(status: number | `net::${string}`): RegExp {
  return typeof status === 'number'
    ? new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\(`)
    : new RegExp(`^Failed to load resource: ${status.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Loopback hosts: the sandbox (localhost, `<merchant>.localhost`), the Auth emulator (127.0.0.1). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** Whether a request to this URL stays on the machine without any declaration. */
export function staysLocal(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  switch (parsed.protocol) {
    case 'data:':
    case 'blob:':
    case 'about:':
      return true;
    case 'http:':
    case 'https:':
    case 'ws:':
    case 'wss:':
      return isLoopbackHost(parsed.hostname);
    default:
      return false;
  }
}

/** 127.0.0.0/8 and ::1 (as Chromium reports them, with or without brackets). */
export function isLoopbackAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  return bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare) || /^::ffff:127\./.test(bare);
}
