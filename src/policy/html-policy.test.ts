// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../runtime/steps/build-route-table';
import { htmlPolicy } from './html-policy';
import type { Site } from '../runtime/site';

const routes = buildRouteTable([
  { id: 'home', path: '/m/home', screen: 'home', access: 'public' },
  { id: 'activity', path: '/m/activity', screen: 'activity', access: 'public' },
  { id: 'signIn', path: '/m/activity/signIn', screen: 'activitySignIn', access: 'member' },
] as const);
const site = {
  manifest: { redirectAllowList: ['https://promo.luckyvn.example'], games: { imageOrigins: ['http://cdn-a.localhost'] } },
  routes,
  features: { imageCdns: ['http://cdn-a.localhost:4173', 'https://img.evil.example'] },
} as unknown as Pick<Site, 'manifest' | 'routes' | 'features'>;
const policy = htmlPolicy(site);

describe('htmlPolicy', () => {
  it('keeps in-app paths the merchant routes, in the app', () => {
    expect(policy.link('/m/activity?id=7')).toEqual({ kind: 'in-app', path: '/m/activity?id=7' });
    expect(policy.link('/m/activity/signIn')).toEqual({ kind: 'in-app', path: '/m/activity/signIn' });
  });
  it('refuses in-app paths without a route, and ambiguous ones', () => {
    expect(policy.link('/m/secret')).toBeNull();
    expect(policy.link('//evil.example/m/home')).toBeNull();
    expect(policy.link('/m/\\evil')).toBeNull();
    expect(policy.link('/other/home')).toBeNull();
  });
  it('lets external links out only to the redirect allow-list', () => {
    expect(policy.link('https://promo.luckyvn.example/rules')).toEqual({ kind: 'external', url: 'https://promo.luckyvn.example/rules' });
    expect(policy.link('https://promo.luckyvn.example.evil/rules')).toBeNull();
    expect(policy.link('http://promo.luckyvn.example/rules')).toBeNull();
  });
  it('loads images only from an allowed CDN; a CDN path gets its host', () => {
    expect(policy.image('/banners/luckyvn/1.jpg')).toBe('http://cdn-a.localhost:4173/banners/luckyvn/1.jpg');
    expect(policy.image('http://cdn-a.localhost:4173/x.jpg')).toBe('http://cdn-a.localhost:4173/x.jpg');
    expect(policy.image('https://img.evil.example/x.jpg')).toBeNull();
  });
});
