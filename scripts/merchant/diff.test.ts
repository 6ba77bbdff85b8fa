// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { run, table } from './diff.ts';
import { captureIo, merchantsCopy, repoRoot } from './testing.ts';

describe('merchant diff', () => {
  const temp: string[] = [];
  afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('an unknown merchant: exit 1 with a message; the wrong number of ids: usage, exit 2', async () => {
    const io = captureIo(repoRoot);
    expect(await run(['goldcrest', 'luckyvm'], io)).toBe(1);
    expect(io.err()).toContain('unknown merchant "luckyvm" (did you mean "luckyvn"?)');
    expect(io.out()).toBe('');
    const usage = captureIo(repoRoot);
    expect(await run(['goldcrest'], usage)).toBe(2);
    expect(usage.err()).toContain('usage: npm run merchant -- diff');
  });

  it('two real merchants: languages, flags, route access, promotion targets, overlays and security', async () => {
    const io = captureIo(repoRoot);
    expect(await run(['goldcrest', 'luckyvn'], io)).toBe(0);
    const rows = io.out().split('\n');
    const row = (aspect: string) => rows.find((r) => r.startsWith(`${aspect} `))?.split('|').map((c) => c.trim());
    expect(row('languages.default')).toEqual(['languages.default', 'EN', 'VI']);
    expect(row('flags.CBS3')).toEqual(['flags.CBS3', 'on', 'off']);
    expect(row('routes.activity')).toEqual(['routes.activity', '/m/activity public', '/m/activity member']);
    expect(row('overlays.chatButton.enabled')).toEqual(['overlays.chatButton.enabled', 'on', 'off']);
    expect(row('security.cipher')).toEqual(['security.cipher', 'AES-GCM (RSA-OAEP + AES-GCM)', 'DES (legacy)']);
    expect(row('flags.A2HS3')).toBeUndefined(); // equal: left out without --all
  });

  it('one change in a copy gives exactly that row (a promotion that leads nowhere)', async () => {
    const root = merchantsCopy({ luckyvn: (m) => void ((m.promotionTargets as Record<string, unknown>).MISSION = null) });
    temp.push(root);
    const original = captureIo(repoRoot);
    await run(['luckyvn', 'siamspin'], original);
    const changed = captureIo(root);
    await run(['luckyvn', 'siamspin'], changed);
    const before = new Set(original.out().split('\n'));
    const added = changed.out().split('\n').filter((l) => !before.has(l));
    expect(added.find((l) => l.startsWith('promotions.MISSION'))).toMatch(/nowhere \(hidden\)/);
  });

  it('the same merchant twice: nothing differs', async () => {
    const io = captureIo(repoRoot);
    expect(await run(['siamspin', 'siamspin'], io)).toBe(0);
    expect(io.out()).toContain('siamspin and siamspin do nothing differently.');
  });

  it('table: multi-line cells stack, long values are cut', () => {
    const text = table(['Aspect', 'a', 'b'], [['security', 'x', 'one\ntwo', 'z'.repeat(80)]]);
    expect(text.split('\n')).toHaveLength(4);
    expect(text).toContain('…');
  });
});
