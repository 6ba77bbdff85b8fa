// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowListFor, checkedUrl, inAppPath, originAllowed } from './checked-navigation';

const list = ['https://games.good.com', 'https://pay.good.com:8443', 'http://games.localhost', 'http://127.0.0.1:9000'];

describe('checkedUrl', () => {
  it.each([
    'https://games.good.com/play?x=1',
    'HTTPS://GAMES.GOOD.COM/x',
    'https://pay.good.com:8443/',
    'http://games.localhost:4173/play?mode=real',
    'http://games.localhost/trial',
    'http://127.0.0.1:9000/x',
  ])('follows %s', (raw) => expect(checkedUrl(raw, list)).not.toBeNull());

  it.each([
    ['scheme-relative', '//games.good.com/x'],
    ['backslash', '/\\games.good.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['suffix domain', 'https://games.good.com.evil/'],
    ['userinfo', 'https://games.good.com@evil.com/'],
    ['userinfo on an allowed host', 'https://u:p@games.good.com/'],
    ['percent-encoded slashes', '%2F%2Fevil.com'],
    ['tab inside the scheme', 'ht\ttps://games.good.com/'],
    ['newline inside the scheme', 'https\n://games.good.com/'],
    ['wrong port', 'https://games.good.com:444/'],
    ['listed port missing', 'https://pay.good.com/'],
    ['http to an https origin', 'http://games.good.com/'],
    ['http to a listed loopback host on another name', 'http://evil.localhost:4173/'],
    ['loopback port entry, other port', 'http://127.0.0.1:9001/'],
    ['https to a loopback entry given as http', 'https://games.localhost/'],
    ['relative path', '/m/home'],
    ['empty', ''],
    ['subdomain not listed', 'https://evil.games.good.com/'],
  ])('refuses %s', (_name, raw) => expect(checkedUrl(raw, list)).toBeNull());

  it('never lets http through for a host that is not loopback, even when listed', () => {
    expect(originAllowed(new URL('http://games.good.com/'), ['http://games.good.com'])).toBe(false);
  });
});

describe('allowListFor', () => {
  const manifest = { redirectAllowList: ['https://r.com'], games: { imageOrigins: ['https://i.com'], launchOrigins: ['https://l.com'], frameOrigins: ['https://f.com'] }, customerService: { origins: ['https://cs.com'] } };
  it('takes each purpose from its own list', () => {
    expect(allowListFor(manifest, 'redirect')).toEqual(['https://r.com']);
    expect(allowListFor(manifest, 'image')).toEqual(['https://i.com']);
    expect(allowListFor(manifest, 'gameLaunch')).toEqual(['https://l.com']);
    expect(allowListFor(manifest, 'gameFrame')).toEqual(['https://f.com']);
    expect(allowListFor(manifest, 'customerService')).toEqual(['https://cs.com']);
    expect(checkedUrl('https://l.com/x', allowListFor(manifest, 'gameFrame'))).toBeNull();
    expect(checkedUrl('https://r.com/x', allowListFor(manifest, 'customerService'))).toBeNull();
    expect(allowListFor({ redirectAllowList: [] }, 'customerService')).toEqual([]);
  });
  it('takes chat from the chat button, and nothing when the manifest lists none', () => {
    expect(allowListFor({ ...manifest, overlays: { chatButton: { origins: ['https://c.com'] } } }, 'chat')).toEqual(['https://c.com']);
    expect(allowListFor(manifest, 'chat')).toEqual([]);
    expect(checkedUrl('https://f.com/chat', allowListFor({ ...manifest, overlays: { chatButton: { origins: ['https://c.com'] } } }, 'chat'))).toBeNull();
  });
});

describe('inAppPath', () => {
  it.each(['/m/home', '/m/game?vendor=PG&q=a%20b', '/m/launchGame?vendor=VNLOTTO&code=VN_LOTTO_MB'])('keeps %s', (p) => expect(inAppPath(p)).toBe(p));
  it.each(['//evil.com/m/', '/\\evil.com', 'https://good.com/m/home', '/other', 'm/home', '/m//evil', '/m/\\x', '/m/a b', null, ''])('refuses %s', (p) => expect(inAppPath(p)).toBeNull());
});
