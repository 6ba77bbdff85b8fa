// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bannerTarget, type BannerContext } from './banner-target';
import { ALLOWED_ORIGIN, FOLLOWED, NAVIGATION_ATTACKS } from '@/policy/testing/navigation-attacks';

const context: BannerContext = {
  member: false,
  targets: { activity: (id) => (id ? `/m/activity?id=${encodeURIComponent(id)}` : '/m/activity') },
  redirectAllowList: ['https://promo.luckyvn.example', 'http://games.localhost'],
  login: '/m/login',
  launch: '/m/launchGame',
  back: '/m/home',
};
const banner = (linkageType: string, linkage: string, vendor: string | null = null, gameType: string | null = null) => ({ linkageType: linkageType as 'P', linkage, vendor, gameType });

describe('banner target', () => {
  it('opens the promotion of a P banner', () => {
    expect(bannerTarget(banner('P', '42'), context)).toEqual({ kind: 'app', path: '/m/activity?id=42' });
    expect(bannerTarget(banner('p', ''), context)).toEqual({ kind: 'app', path: '/m/activity' });
    expect(bannerTarget(banner('P', '1'), { ...context, targets: { activity: () => null } })).toBeNull();
  });

  it('follows a URL banner only to an origin of the redirect list', () => {
    expect(bannerTarget(banner('URL', 'https://promo.luckyvn.example/x?y=1'), context)).toEqual({ kind: 'web', url: 'https://promo.luckyvn.example/x?y=1' });
    for (const evil of ['https://promo.luckyvn.example.evil/', '//evil.example', 'javascript:alert(1)', 'https://promo.luckyvn.example@evil.example/', 'http://promo.luckyvn.example/', '']) {
      expect(bannerTarget(banner('URL', evil), context)).toEqual({ kind: 'blocked' });
    }
  });

  it('sends a member of a G banner to the launch page, coming back to the page', () => {
    expect(bannerTarget(banner('G', 'fortune-tiger', 'PGSOFT', 'RNG'), { ...context, member: true })).toEqual({ kind: 'app', path: '/m/launchGame?vendor=PGSOFT&code=fortune-tiger&playType=RNG&backUrl=%2Fm%2Fhome' });
  });

  it('sends a visitor of a G banner to login, which launches the game after it', () => {
    const target = bannerTarget(banner('G', 'fortune-tiger', 'PGSOFT'), context);
    expect(target?.kind).toBe('app');
    const url = new URL((target as { path: string }).path, 'http://x.localhost');
    expect(url.pathname).toBe('/m/login');
    expect(url.searchParams.get('returnTo')).toBe('/m/launchGame?vendor=PGSOFT&code=fortune-tiger&backUrl=%2Fm%2Fhome');
  });

  it('goes nowhere for a G banner without a game or vendor, or an unknown type', () => {
    expect(bannerTarget(banner('G', '', 'PGSOFT'), context)).toBeNull();
    expect(bannerTarget(banner('G', 'x'), context)).toBeNull();
    expect(bannerTarget(banner('X', 'x'), context)).toBeNull();
  });
});

describe('banner URL links: the attack strings', () => {
  const allowed = { ...context, redirectAllowList: [ALLOWED_ORIGIN] };
  it('opens a URL on the redirect allow-list', () => expect(bannerTarget(banner('URL', FOLLOWED), allowed)).toEqual({ kind: 'web', url: FOLLOWED }));
  it.each(NAVIGATION_ATTACKS)('blocks %s', (_name, raw) => expect(bannerTarget(banner('URL', raw), allowed)).toEqual({ kind: 'blocked' }));
});
