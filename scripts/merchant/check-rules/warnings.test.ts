// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../test-support';
import { contrastRatio, warningsFor } from './warnings';

const routes = [
  { id: 'home', path: '/m/home', screen: 'home', access: 'member' },
  { id: 'login', path: '/m/login', screen: 'login', access: 'member' },
  { id: 'rewardCenter', path: '/m/rewardCenter', screen: 'rewardCenter', access: 'member' },
  { id: 'activity', path: '/m/activity', screen: 'activity', access: 'public' },
];

describe('check warnings', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('warns about a members-only promotion on a members-only site with no public login', () => {
    const warnings = warningsFor({ routes, flags: { REWCEN3: true }, promotionTargets: { LOGIN: 'rewardCenter', REFERRAL: 'activity' } }, repoRoot);
    expect(warnings.map((w) => w.pointer)).toEqual(['/promotionTargets/LOGIN']);
    expect(warnings[0]!.suggestion).toContain('add a public route with screen "login"');
  });

  it('is quiet once the login route is public', () => {
    const open = routes.map((r) => (r.id === 'login' ? { ...r, access: 'public' } : r));
    expect(warningsFor({ routes: open, flags: { REWCEN3: true }, promotionTargets: { LOGIN: 'rewardCenter' } }, repoRoot)).toEqual([]);
  });

  it('warns about entries to screens a flag switches off: reward centre (REWCEN3), chat (CBS3)', () => {
    const open = routes.map((r) => ({ ...r, access: 'public' }));
    const warnings = warningsFor({
      routes: open,
      flags: { REWCEN3: false, CBS3: false },
      promotionTargets: { DEPOSIT: 'rewardCenter' },
      overlays: { bottomNav: { items: [{ icon: 'home', routeId: 'home' }, { icon: 'chat', chat: true }] }, chatButton: { enabled: true } },
    }, repoRoot);
    expect(warnings.map((w) => w.pointer)).toEqual(['/promotionTargets/DEPOSIT', '/overlays/bottomNav/items/1', '/overlays/chatButton/enabled']);
    expect(warningsFor({ routes: open, flags: { REWCEN3: true }, promotionTargets: { DEPOSIT: 'rewardCenter' } }, repoRoot)).toEqual([]);
  });

  it('reads a flag the manifest leaves out as its schema default (REWCEN3 and CBS3 are off by default)', () => {
    const open = routes.map((r) => ({ ...r, access: 'public' }));
    const warnings = warningsFor({ routes: open, flags: {}, promotionTargets: { DEPOSIT: 'rewardCenter' }, overlays: { chatButton: { enabled: true } } }, repoRoot);
    expect(warnings.map((w) => w.pointer)).toEqual(['/promotionTargets/DEPOSIT', '/overlays/chatButton/enabled']);
    expect(warnings[0]!.message).toContain('REWCEN3 (left out: off by default)');
  });

  it('warns about white labels on a light primary (4.5:1) or header colour (3:1)', () => {
    const warn = (primaryColor: string, headerColor: string) => warningsFor({ theme: { primaryColor, headerColor } }, repoRoot).map((w) => w.pointer);
    expect(warn('#0a7cff', '#0a7cff')).toEqual(['/theme/primaryColor']); // 3.93:1: fine for the large title, not for buttons
    expect(warn('#ffd700', '#ffd700')).toEqual(['/theme/primaryColor', '/theme/headerColor']);
    expect(warn('#1b7f3b', '#1b7f3b')).toEqual([]);
  });

  it('warns about low contrast on the surface too, and a long title, but not a 60-character one', () => {
    const warnings = warningsFor({
      theme: { textColor: '#999999', backgroundColor: '#000000', surfaceColor: '#ffffff' },
      pageMeta: { '/m/home': { title: 'x'.repeat(60) }, '/m/login': { title: 'y'.repeat(61) } },
    }, repoRoot);
    expect(warnings.map((w) => w.pointer)).toEqual(['/theme/textColor', '/pageMeta/~1m~1login/title']);
    expect(warnings[0]!.message).toContain('surfaceColor #ffffff');
  });
});
