/**
 * The attack strings every entry point of the checked navigation is tested with (no open redirect,
 * whatever the entry point): each entry point's test feeds all of them with ALLOWED_ORIGIN on its list and
 * expects a refusal, and FOLLOWED to pass (so a check that refuses everything fails too).
 * Test-only: nothing in the product imports this file.
 */
export const ALLOWED_HOST = 'merchant.example';
export const ALLOWED_ORIGIN = `https://${ALLOWED_HOST}`;
export const FOLLOWED = `${ALLOWED_ORIGIN}/m/path?x=1`;

export const NAVIGATION_ATTACKS: readonly (readonly [name: string, raw: string])[] = [
  ['javascript:', 'javascript:alert(document.domain)'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: with a tab', 'java\tscript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['scheme-relative', '//evil.example/x'],
  ['scheme-relative to the allowed host', `//${ALLOWED_HOST}/x`],
  ['slash-backslash', '/\\evil.example'],
  ['scheme without slashes', 'https:evil.example'],
  ['another https origin', 'https://evil.example/x'],
  ['allowed host as a prefix', `https://${ALLOWED_HOST}.evil.example/x`],
  ['userinfo (allowed host before @)', `https://${ALLOWED_HOST}@evil.example/x`],
  ['userinfo with a password', `https://${ALLOWED_HOST}:pw@evil.example/x`],
  ['userinfo on the allowed host', `https://user:pw@${ALLOWED_HOST}/x`],
  ['backslash before @', `https://evil.example\\@${ALLOWED_HOST}/x`],
  ['backslash inside the host', `https://${ALLOWED_HOST}\\.evil.example/x`],
  ['percent-encoded slashes', '%2F%2Fevil.example'],
  ['leading space before javascript:', ' javascript:alert(1)'],
  ['leading newline before another origin', '\nhttps://evil.example/x'],
  ['tab inside the scheme', `ht\ttps://${ALLOWED_HOST}/x`],
  ['newline inside the host', `https://${ALLOWED_HOST}\n.evil.example/x`],
  ['NUL before the scheme', `\u0000${FOLLOWED}`],
  ['control character in the path', `${ALLOWED_ORIGIN}/\u0007x`],
  ['http on a non-loopback host', `http://${ALLOWED_HOST}/x`],
  ['allowed origin on another port', `${ALLOWED_ORIGIN}:8443/x`],
  ['unlisted loopback host', 'http://evil.localhost:4173/x'],
  ['relative path', '/m/home'],
  ['empty', ''],
];
