// @vitest-environment node
// What a logout keeps of session storage, per reason, and who gets the drafts back.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { ok } from '@/lib/http/testing/test-server';
import { withTestServer } from '@/lib/http/testing/with-test-server';
import { logout, session, setSession } from './session';

const { setup } = withTestServer();
const area = () => (globalThis as unknown as { window: { sessionStorage: Storage } }).window.sessionStorage;
const keys = () => Array.from({ length: area().length }, (_, i) => area().key(i)!).sort();

const FEEDBACK = JSON.stringify({ category: 'withdrawal', message: 'Still pending', contact: '' });
const FORM = JSON.stringify({ path: '/m/register', at: 1, values: { username: 'newbie' } });

/** Member 17 of LVN, logged in, with drafts typed and the usual session-scoped keys around them. */
async function typing(id = '17') {
  await setup(() => ok(null), { token: 'tok-1' });
  setSession({ id, token: 'tok-1', merchantCode: 'LVN', userName: 'demo' });
  area().setItem('feedback-draft', FEEDBACK);
  area().setItem('form-draft', FORM);
  area().setItem('hideDownloadBar', '1');
  area().setItem('http-cache:EN https://m.example/wps/system/country', '{"v":1}');
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
  session.info = null;
});

describe('a logout the player did not ask for (401, not-logged-in codes, a refused iOS mirror)', () => {
  it('keeps the drafts, and whose they are; everything else goes', async () => {
    await typing();
    await logout('expired');
    expect(keys()).toEqual(['draft-owner', 'feedback-draft', 'form-draft']);
    expect(area().getItem('draft-owner')).toBe('LVN/17');
    expect(area().getItem('feedback-draft')).toBe(FEEDBACK);
  });

  it('gives them back to the same account, which then owns them as any draft', async () => {
    await typing();
    await logout('expired');
    setSession({ customerId: 17, token: 'tok-2', merchantCode: 'LVN', userName: 'demo' });
    expect(area().getItem('feedback-draft')).toBe(FEEDBACK);
    expect(area().getItem('form-draft')).toBe(FORM);
    expect(area().getItem('draft-owner')).toBeNull();
  });

  it('drops them unread when another account logs in, or a session whose account is not known yet', async () => {
    await typing();
    await logout('expired');
    setSession({ id: '18', token: 'tok-3', merchantCode: 'LVN', userName: 'other' });
    expect(keys()).toEqual(['session-info']);

    await typing();
    await logout('expired');
    setSession({ token: 'tok-4', merchantCode: 'LVN' });
    expect(keys()).toEqual(['session-info']);
  });

  it('drops them for the same id at another merchant', async () => {
    await typing();
    await logout('expired');
    setSession({ id: '17', token: 'tok-5', merchantCode: 'GCR', userName: 'demo' });
    expect(area().getItem('feedback-draft')).toBeNull();
  });

  it('with no session to end, keeps the drafts as they were (and no owner is made up)', async () => {
    await setup(() => ok(null), { token: null });
    area().setItem('form-draft', FORM);
    area().setItem('hideDownloadBar', '1');
    await logout('expired');
    expect(keys()).toEqual(['form-draft']);
  });
});

describe('the player’s own Log out', () => {
  it('keeps nothing: not the drafts, not an older owner note', async () => {
    await typing();
    area().setItem('draft-owner', 'LVN/16');
    await logout('explicit');
    expect(keys()).toEqual([]);
  });
});
