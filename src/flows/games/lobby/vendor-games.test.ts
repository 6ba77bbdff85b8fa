// @vitest-environment node
// The caller against the real sandbox, started as its own process (src/ may not import the
// sandbox; `tsx sandbox/main.ts --port 0` prints {"ready":true,"url":…} once it listens).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureForTest } from '@/lib/http/testing/configure-for-test';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { fetchVendorGames } from './vendor-games';

const root = new URL('../../../../', import.meta.url).pathname;
let sandbox: ChildProcess;
let url: string;

beforeAll(async () => {
  sandbox = spawn(`${root}node_modules/.bin/tsx`, ['sandbox/main.ts', '--port', '0', '--merchants', 'sandbox/fixtures/merchants'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = createInterface({ input: sandbox.stdout! });
  url = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    sandbox.once('exit', (code) => reject(new Error(`the sandbox exited (${code})`)));
  });
});
afterAll(() => void sandbox.kill());

const control = async (path: string, body?: unknown) =>
  (await fetch(`${url}/__sandbox/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;

beforeEach(async () => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  await control('reset', {});
});

describe('fetchVendorGames against the sandbox', () => {
  it("sends the vendor and platform with the player's language, and caches the answer for the session", async () => {
    configureForTest(url, { merchantCode: 'LVN', token: null, getLanguage: () => 'VI' });
    const games = await fetchVendorGames('SEXY');
    expect(games.map((g) => g.name)).toEqual(['Baccarat', 'Rồng Hổ', 'Cò quay', 'Tài xỉu', 'Bầu Cua Tôm Cá']);
    expect(games[0]).toEqual({ gameId: '42001', vendor: 'SEXY', gameCode: 'MX-LIVE-001', nodeId: 42, accountTypeName: 'LIVE', name: 'Baccarat', trial: false, image: '/games/SEXY/42001.jpg', imageWebp: '/games/SEXY/42001.webp' });
    expect(await fetchVendorGames('SEXY')).toEqual(games);
    const { calls } = (await control('calls?merchant=LVN&path=/wps/relay/GCSGAME_vendorGames')) as { calls: { query: unknown; headers: Record<string, string> }[] };
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toEqual({ vendor: 'SEXY', platform: 'html5' });
    expect(calls[0]!.headers.language).toBe('VI');
  });

  it('rejects without the generic dialog when the call fails', async () => {
    const { onError } = configureForTest(url, { merchantCode: 'LVN', token: null });
    await control('scenario', { merchant: 'LVN', set: { errors: { '/wps/relay/GCSGAME_vendorGames': 'game.params.invalid' } } });
    await expect(fetchVendorGames('EVO')).rejects.toMatchObject({ code: 'game.params.invalid' });
    expect(onError).not.toHaveBeenCalled();
  });
});
