// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkManifestText, formatProblem, loadValidator, schemaLoader } from '../../scripts/lib/manifest-check/index';
import { migration } from './001-v1-to-v2';
import { migrate } from './index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- poking at arbitrary manifest fields
type Loose = Record<string, any>;

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Goldcrest as a version-1 manifest: without the lobby, promotions and chat fields. */
const v1 = JSON.parse(readFileSync(join(root, 'schema/migrations/fixtures/v1.json'), 'utf8')) as Loose;

async function problems(doc: unknown): Promise<string[]> {
  const options = { validate: await loadValidator(root), schema: schemaLoader(root), assets: false };
  return checkManifestText(JSON.stringify(doc), 'v1.json', options).problems.map(formatProblem);
}

describe('migration 001: version 1 → 2 (lobby, promotions and chat fields)', () => {
  it('the version-1 fixture fails today\'s schema', async () => {
    const found = await problems(v1);
    expect(found).toContain('v1.json: /schemaVersion: expected 2, got 1');
    expect(found.some((p) => p.includes('is not on /customerService/origins'))).toBe(true);
    expect(found.some((p) => p.includes('is not on /downloadOrigins'))).toBe(true);
  });

  it('turns it into a version-2 manifest that validates', async () => {
    const { doc, applied, notes } = migrate(v1, 2);
    expect(applied).toEqual(['1→2 lobby, promotions and chat fields']);
    expect(await problems(doc)).toEqual([]);
    expect(doc.schemaVersion).toBe(2);
    const routes = doc.routes as { path: string; screen: string; access: string }[];
    expect(routes.filter((r) => ['/m/trialGame', '/m/chat', '/m/announcements'].includes(r.path))).toEqual([
      { id: 'trialGame', path: '/m/trialGame', screen: 'trialGame', access: 'public' },
      { id: 'chat', path: '/m/chat', screen: 'chat', access: 'public' },
      { id: 'announcements', path: '/m/announcements', screen: 'announcements', access: 'public' },
    ]);
    expect(doc).toMatchObject({
      overlays: {
        chatButton: { open: 'frame', origins: [] },
        bottomNav: { items: [{ icon: 'home', routeId: 'home' }, { icon: 'games', routeId: 'game' }, { icon: 'promotions', routeId: 'activity' }, { icon: 'chat', chat: true }, { icon: 'member', routeId: 'memberHome' }] },
      },
      customerService: { origins: ['https://support.goldcrest.example', 'https://t.me'] },
      downloadOrigins: ['https://download.goldcrest.example'],
      promotionTargetNotes: { MISSION: 'no page for this type on this site' },
    });
    expect(notes).toEqual([expect.stringContaining('games.imageOrigins, games.launchOrigins, games.frameOrigins')]);
  });

  it('leaves its input alone and keeps what a manifest already has', () => {
    const before = JSON.stringify(v1);
    const had = { ...v1, overlays: { ...v1.overlays, chatButton: { enabled: false, loginRouteId: 'login', open: 'tab', origins: ['https://c.example'] } } };
    const doc = migration.up(had);
    expect(JSON.stringify(v1)).toBe(before);
    expect((doc.overlays as Loose).chatButton).toEqual({ enabled: false, loginRouteId: 'login', open: 'tab', origins: ['https://c.example'] });
    expect((doc.routes as { path: string }[]).some((r) => r.path === '/m/chat')).toBe(false); // chat button off: no chat page
    expect((doc.overlays as Loose).bottomNav.items.some((i: { chat?: boolean }) => i.chat)).toBe(false);
  });

  it('the real merchants at version 2 are what migrating their version-1 form gives', () => {
    for (const id of ['goldcrest', 'luckyvn', 'siamspin']) {
      const now = JSON.parse(readFileSync(join(root, 'merchants', id, 'manifest.json'), 'utf8')) as Record<string, unknown>;
      expect(migrate({ ...now, schemaVersion: 1 }, 2).doc, id).toEqual(now);
    }
  });

  it('refuses to skip a version it has no step for', () => {
    expect(() => migrate({ schemaVersion: 0 }, 2)).toThrow('no migration from schemaVersion 0');
  });
});
