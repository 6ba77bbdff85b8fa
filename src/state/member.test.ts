// @vitest-environment node
// The member's login state against a real HTTP server: rank progress once per token, cleared on logout.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { ok } from '@/lib/http/testing/test-server';
import { withTestServer } from '@/lib/http/testing/with-test-server';
import { clearMember, loadRankProgress, member, readRankProgress, vipProgress } from './member';
import { clearSession, session, setSession } from './session';
import { WAIT } from '@/lib/testing/wait';

const { setup } = withTestServer();
const PROGRESS = { currentProgress: { completedConditions: 3, totalExpectedConditions: 4 }, playerRankProgress: { labelId: 2 } };

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  session.info = null;
  clearMember();
});

describe('VIP progress (completed ÷ expected with a rank label, else 1)', () => {
  it.each([
    ['completed / expected with a rank label', PROGRESS, 0.75],
    ['1 without a rank label', { currentProgress: { completedConditions: 1, totalExpectedConditions: 4 }, playerRankProgress: { labelId: null } }, 1],
    ['1 when nothing is expected', { currentProgress: { completedConditions: 0, totalExpectedConditions: 0 }, playerRankProgress: { labelId: 'GOLD' } }, 1],
    ['at most 1', { currentProgress: { completedConditions: 9, totalExpectedConditions: 4 }, playerRankProgress: { labelId: 3 } }, 1],
    ['1 for an empty answer', null, 1],
  ])('%s', (_name, raw, expected) => {
    expect(vipProgress(readRankProgress(raw))).toBe(expected);
  });
});

describe('rank progress', () => {
  it('loads once per token and is cleared with the member', async () => {
    const { server } = await setup(() => ok(PROGRESS), { token: 'tok-1' });
    await loadRankProgress('tok-1');
    await loadRankProgress('tok-1');
    expect(server.hitsTo('/wps/relay/MCSFE_getPlayerRankProgress')).toHaveLength(1);
    expect(member.vipProgress).toBe(0.75);
    expect(member.rankProgress).toEqual({ completed: 3, expected: 4, labelId: 2 });
    clearMember();
    expect(member.vipProgress).toBeNull();
    expect(member.rankProgress).toBeNull();
  });

  it('loads when a token is set and clears on logout (state/session.ts)', async () => {
    const { server } = await setup(() => ok(PROGRESS), { token: 'tok-2' });
    setSession({ token: 'tok-2', merchantCode: 'ACME' });
    await vi.waitFor(() => expect(member.vipProgress).toBe(0.75), WAIT);
    expect(server.hitsTo('/wps/relay/MCSFE_getPlayerRankProgress')[0]?.headers.authorization).toBe('tok-2');
    member.info = { id: '1', userName: 'demo', type: 0, language: null, clubLabel: null, vipRankLevel: null, hasVip: false };
    clearSession();
    await vi.waitFor(() => expect(member.info).toBeNull(), WAIT);
    expect(member.vipProgress).toBeNull();
  });

  it('leaves the progress unknown when the call fails, and tries again at the next token', async () => {
    let fail = true;
    const { server } = await setup(() => (fail ? { status: 500, text: '' } : ok(PROGRESS)), { token: 'tok-3' });
    await loadRankProgress('tok-3');
    expect(member.vipProgress).toBeNull();
    fail = false;
    await loadRankProgress('tok-3');
    expect(member.vipProgress).toBe(0.75);
    expect(server.hitsTo('/wps/relay/MCSFE_getPlayerRankProgress').length).toBeGreaterThanOrEqual(2);
  });
});
