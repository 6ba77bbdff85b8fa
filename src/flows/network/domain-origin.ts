/**
 * A domain list entry (`domainName`) as an origin to ping and to reload on.
 * A bare host takes the page's scheme and port: in a deployment every domain serves the app the
 * same way (port empty), and in the sandbox every `*.localhost` name shares one port.
 *
 *   domainOrigin('m2.luckyvn.example', { protocol: 'https:', port: '' })  → 'https://m2.luckyvn.example'
 *   domainOrigin('luckyvn.localhost', { protocol: 'http:', port: '4173' }) → 'http://luckyvn.localhost:4173'
 *   domainOrigin('https://m3.example:8443/x', …)                           → 'https://m3.example:8443'
 *   domainOrigin('evil.example/@x', …), domainOrigin('javascript:x', …)    → null
 */
export function domainOrigin(domainName: string, page: { protocol: string; port: string }): string | null {
  const name = domainName.trim();
  if (/^https?:\/\//i.test(name)) {
    try {
      return new URL(name).origin;
    } catch {
      return null;
    }
  }
  const match = /^([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/i.exec(name);
  if (!match) return null;
  const protocol = page.protocol === 'http:' ? 'http:' : 'https:';
  const port = match[2] ?? (page.port ? `:${page.port}` : '');
  return new URL(`${protocol}//${match[1]}${port}`).origin;
}
