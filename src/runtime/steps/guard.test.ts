// @vitest-environment node
import { describe, expect, it } from 'vitest';
import luckyvn from '../../../merchants/luckyvn/manifest.json';
import siamspin from '../../../merchants/siamspin/manifest.json';
import { buildRouteTable, type RouteEntry } from './build-route-table';
import { guardRoute, landingRoute, tokenFromQuery } from './guard';

const ctx = { queryToken: null, hasStoredSession: false, loginPath: '/m/login', homePath: '/m/home' };
const route = (access: RouteEntry['access']) => ({ access, path: '/m/x' });

describe('guardRoute (token, public routes, members-else-home)', () => {
  it('public routes open without a token', () => {
    expect(guardRoute(route('public'), ctx)).toEqual({ kind: 'allow' });
  });

  it('member routes need a token from the query or the stored session, else go to log in', () => {
    expect(guardRoute(route('member'), ctx)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(guardRoute(route('member'), { ...ctx, queryToken: 't' })).toEqual({ kind: 'allow' });
    expect(guardRoute(route('member'), { ...ctx, hasStoredSession: true })).toEqual({ kind: 'allow' });
  });

  it('tells the login page where the visitor was going (returnTo, in-app paths only)', () => {
    const launch = { access: 'member' as const, path: '/m/launchGame' };
    expect(guardRoute(launch, { ...ctx, wanted: '/m/launchGame?vendor=VNLOTTO&code=VN_LOTTO_MB&backUrl=/m/home' })).toEqual({
      kind: 'redirect',
      to: '/m/login?returnTo=%2Fm%2FlaunchGame%3Fvendor%3DVNLOTTO%26code%3DVN_LOTTO_MB%26backUrl%3D%2Fm%2Fhome',
    });
    expect(guardRoute(launch, { ...ctx, wanted: '//evil.example/m/x' })).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(guardRoute(launch, ctx)).toEqual({ kind: 'redirect', to: '/m/login' });
  });

  it('sends no returnTo for a members-only home: a login goes there anyway', () => {
    expect(guardRoute({ access: 'member', path: '/m/home' }, { ...ctx, wanted: '/m/index.html' })).toEqual({ kind: 'redirect', to: '/m/login' });
  });

  it('/m/feedback without a stored session goes home, not to log in', () => {
    expect(guardRoute(route('member-else-home'), ctx)).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(guardRoute(route('member-else-home'), { ...ctx, queryToken: 't' })).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(guardRoute(route('member-else-home'), { ...ctx, hasStoredSession: true })).toEqual({ kind: 'allow' });
  });

  it('reads the token from `token`, else `tokens`', () => {
    expect(tokenFromQuery('?token=a&tokens=b')).toBe('a');
    expect(tokenFromQuery('?tokens=b')).toBe('b');
    expect(tokenFromQuery('?token=')).toBeNull();
  });
});

describe('landingRoute: the screen a visit renders, after the guard', () => {
  const lucky = buildRouteTable(luckyvn.routes as RouteEntry[]);
  const siam = buildRouteTable(siamspin.routes as RouteEntry[]);

  it('a public page renders itself', () => {
    expect(landingRoute(lucky, '/m/login', false).screen).toBe('login');
    expect(landingRoute(lucky, '/m/index.html', false).screen).toBe('home');
  });

  it('a members page sends a visitor to the login screen, and renders itself for a member', () => {
    expect(landingRoute(lucky, '/m/member/home', false).screen).toBe('login');
    expect(landingRoute(lucky, '/m/member/home', true).screen).toBe('memberHome');
  });

  it('a members-only home (Siam Spin) lands a visitor on the login screen', () => {
    expect(landingRoute(siam, '/m/home', false).screen).toBe('login');
    expect(landingRoute(siam, '/m/home', true).screen).toBe('home');
  });

  it('an unknown path lands on home', () => {
    expect(landingRoute(lucky, '/m/nope', false).screen).toBe('home');
  });
});
