// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '@/runtime/steps/load-manifest';
import { checkAssets, MC_ASSET_MANIFEST, OWN_ASSET_MANIFEST, updateNeeded, type AssetCheckDeps } from './asset-check';

type Answer = string | number | 'network-error';

/** A fetch that answers each manifest from a table: text (200), a status, or a network error. */
function fakeFetch(answers: { own: Answer; mc: Answer }) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const answer = url.startsWith(OWN_ASSET_MANIFEST) ? answers.own : url.startsWith(MC_ASSET_MANIFEST) ? answers.mc : 404;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return typeof answer === 'number' ? new Response('nope', { status: answer }) : new Response(answer, { status: 200 });
  });
}

function deps(answers: { own: Answer; mc: Answer }, stored: string | null = null) {
  const store = { hash: stored };
  const d: AssetCheckDeps = {
    fetch: fakeFetch(answers) as unknown as typeof fetch,
    sha256: sha256Hex,
    now: () => 1_700_000_000_000,
    readHash: () => store.hash,
    writeHash: (hash) => void (store.hash = hash),
  };
  return { d, store };
}

describe('checkAssets (a changed asset-manifest hash means an update)', () => {
  it('asks for both manifests with a timestamp parameter', async () => {
    const { d } = deps({ own: '{"files":{}}', mc: '{}' });
    await checkAssets(d);
    expect((d.fetch as ReturnType<typeof vi.fn>).mock.calls.map(([url]) => url)).toEqual([
      '/m/asset-manifest.json?t=1700000000000',
      '/mobile/mc/asset-manifest.json?t=1700000000000',
    ]);
  });

  it('the first run only stores the hash', async () => {
    const { d, store } = deps({ own: 'A', mc: 'B' });
    expect(await checkAssets(d)).toBe('first-run');
    expect(store.hash).toBe(await sha256Hex('A\n--\nB'));
  });

  it('the same files say nothing; a changed file says changed and stores the new hash', async () => {
    const same = deps({ own: 'A', mc: 'B' }, await sha256Hex('A\n--\nB'));
    expect(await checkAssets(same.d)).toBe('unchanged');
    const changed = deps({ own: 'A2', mc: 'B' }, await sha256Hex('A\n--\nB'));
    expect(await checkAssets(changed.d)).toBe('changed');
    expect(changed.store.hash).toBe(await sha256Hex('A2\n--\nB'));
    // A change in the member-centre manifest alone counts too.
    expect(await checkAssets(deps({ own: 'A', mc: 'B2' }, await sha256Hex('A\n--\nB')).d)).toBe('changed');
  });

  it('a 404 counts as an empty file (the member centre may not be deployed)', async () => {
    const { d, store } = deps({ own: 'A', mc: 404 });
    expect(await checkAssets(d)).toBe('first-run');
    expect(store.hash).toBe(await sha256Hex('A\n--\n'));
  });

  it('keeps the two files apart: "AB" + "" is not "A" + "B"', async () => {
    const { d } = deps({ own: 'AB', mc: 404 }, await sha256Hex('A\n--\nB'));
    expect(await checkAssets(d)).toBe('changed');
  });

  it.each([
    ['a network error on our manifest', { own: 'network-error', mc: 'B' }],
    ['a server error on our manifest', { own: 503, mc: 'B' }],
    ['a network error on the member-centre manifest', { own: 'A', mc: 'network-error' }],
    ['a server error on the member-centre manifest', { own: 'A', mc: 500 }],
  ] as const)('%s stores nothing and says unavailable', async (_name, answers) => {
    const { d, store } = deps(answers, 'previous');
    expect(await checkAssets(d)).toBe('unavailable');
    expect(store.hash).toBe('previous');
  });

  it('without WebCrypto (plain HTTP) it says unavailable', async () => {
    const { d, store } = deps({ own: 'A', mc: 'B' });
    d.sha256 = async () => null;
    expect(await checkAssets(d)).toBe('unavailable');
    expect(store.hash).toBeNull();
  });
});

describe('updateNeeded', () => {
  it.each([
    ['first-run', false, false],
    ['first-run', null, false],
    ['first-run', true, true],
    ['unchanged', true, true],
    ['unchanged', false, false],
    ['unchanged', null, false],
    ['changed', null, true],
    ['changed', true, true],
    ['changed', false, false],
    ['unavailable', true, false],
  ] as const)('%s with page stale = %s → %s', (outcome, stale, expected) => {
    expect(updateNeeded(outcome, stale)).toBe(expected);
  });
});
