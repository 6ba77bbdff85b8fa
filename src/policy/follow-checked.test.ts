// @vitest-environment node
import { describe, expect, it } from 'vitest';
import luckyvn from '../../merchants/luckyvn/manifest.json';
import { followChecked } from './follow-checked';
import { ALLOWED_HOST, ALLOWED_ORIGIN, FOLLOWED, NAVIGATION_ATTACKS } from './testing/navigation-attacks';

const manifest = {
  redirectAllowList: ['https://lotto.good.com'],
  games: { launchOrigins: ['https://games.good.com', 'http://games.localhost'], frameOrigins: ['https://frames.good.com'], imageOrigins: [] },
};

function recorder() {
  const visited: string[] = [];
  return { visited, go: (url: string) => void visited.push(url) };
}

describe('followChecked: the one checked navigation', () => {
  it('goes to a URL on the list for its purpose, and says where', () => {
    const r = recorder();
    expect(followChecked('https://games.good.com/play?x=1', 'gameLaunch', manifest, r)).toEqual({ followed: true, url: 'https://games.good.com/play?x=1' });
    expect(r.visited).toEqual(['https://games.good.com/play?x=1']);
  });

  it('accepts the sandbox stand-in on a loopback host with any port', () => {
    const r = recorder();
    expect(followChecked('http://games.localhost:4173/play?vendor=PG', 'gameLaunch', manifest, r).followed).toBe(true);
    expect(r.visited).toHaveLength(1);
  });

  it('checks each purpose against its own list: a launch origin is no frame origin', () => {
    const r = recorder();
    expect(followChecked('https://games.good.com/trial', 'gameFrame', manifest, r)).toEqual({ followed: false, reason: 'refused' });
    expect(followChecked('https://frames.good.com/trial', 'gameLaunch', manifest, r)).toEqual({ followed: false, reason: 'refused' });
    expect(followChecked('https://frames.good.com/trial', 'gameFrame', manifest, r).followed).toBe(true);
    expect(r.visited).toEqual(['https://frames.good.com/trial']);
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a look-alike host', 'https://games.good.com.evil/x'],
    ['user info', 'https://games.good.com@evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['scheme-relative', '//evil.example/x'],
    ['http to an https origin', 'http://games.good.com/x'],
    ['nothing at all', undefined],
    ['null', null],
  ])('refuses %s and navigates nowhere', (_name, raw) => {
    const r = recorder();
    expect(followChecked(raw, 'gameLaunch', manifest, r)).toEqual({ followed: false, reason: 'refused' });
    expect(r.visited).toEqual([]);
  });

  it('lets the caller add parameters only after the origin passed', () => {
    const r = recorder();
    const adjust = (url: URL) => url.searchParams.set('token', 'tok');
    followChecked('https://lotto.good.com/play', 'redirect', manifest, { ...r, adjust });
    followChecked('https://evil.example/play', 'redirect', manifest, { ...r, adjust });
    expect(r.visited).toEqual(['https://lotto.good.com/play?token=tok']);
  });

  it('reads a real manifest: Lucky VN launches on its games origin, not on its image CDN', () => {
    const r = recorder();
    expect(followChecked('https://games.luckyvn.example/play', 'gameLaunch', luckyvn, r).followed).toBe(true);
    expect(followChecked('https://img1.luckyvn.example/play', 'gameLaunch', luckyvn, r).followed).toBe(false);
  });
});

describe('followChecked: the attack strings, for every purpose', () => {
  const lists = {
    redirectAllowList: [ALLOWED_ORIGIN],
    domains: [ALLOWED_HOST],
    downloadOrigins: [ALLOWED_ORIGIN],
    games: { launchOrigins: [ALLOWED_ORIGIN], frameOrigins: [ALLOWED_ORIGIN], imageOrigins: [ALLOWED_ORIGIN] },
    overlays: { chatButton: { origins: [ALLOWED_ORIGIN] } },
    customerService: { origins: [ALLOWED_ORIGIN] },
  };
  const purposes = ['redirect', 'gameLaunch', 'gameFrame', 'image', 'chat', 'customerService', 'download', 'domainRecovery'] as const;

  it.each(purposes)('%s follows a URL on its list', (purpose) => {
    const r = recorder();
    expect(followChecked(FOLLOWED, purpose, lists, r)).toEqual({ followed: true, url: FOLLOWED });
    expect(r.visited).toEqual([FOLLOWED]);
  });

  describe.each(purposes)('%s', (purpose) => {
    it.each(NAVIGATION_ATTACKS)('refuses %s', (_name, raw) => {
      const r = recorder();
      expect(followChecked(raw, purpose, lists, r)).toEqual({ followed: false, reason: 'refused' });
      expect(r.visited).toEqual([]);
    });
  });

  it('takes domain recovery from the merchant’s own domains: https, and http only for a loopback host', () => {
    const r = recorder();
    const own = { redirectAllowList: [], domains: ['m.good.example', 'good.localhost'] };
    expect(followChecked('https://m.good.example/m/index.html', 'domainRecovery', own, r).followed).toBe(true);
    expect(followChecked('http://good.localhost:4173/m/index.html', 'domainRecovery', own, r).followed).toBe(true);
    expect(followChecked('http://m.good.example/m/index.html', 'domainRecovery', own, r).followed).toBe(false);
    expect(followChecked('https://pay.good.example/', 'domainRecovery', { ...own, redirectAllowList: ['https://pay.good.example'] }, r).followed).toBe(false);
  });
});
