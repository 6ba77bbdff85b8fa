import { beforeEach, describe, expect, it } from 'vitest';
import { answerLandedAccount, confirmLandedAccount, forgetLanding, keepLandedAccount, landing, markLanded, restoreLanding } from './landing';
import { clearSession, restoreSession, session, setSession } from './session';

const stored = () => JSON.parse(sessionStorage.getItem('landed-account') ?? 'null') as unknown;

describe('a session that came from a link', () => {
  beforeEach(() => {
    sessionStorage.clear();
    session.info = null;
    forgetLanding();
    landing.refused = null;
  });

  const land = (userName = 'member1') => {
    setSession({ token: 'link-token', merchantCode: 'LVN', userName });
    markLanded(userName);
  };

  it('is named until the player keeps it; keeping it does not count as confirming it', async () => {
    land();
    expect(stored()).toEqual({ userName: 'member1', banner: true, confirmed: false });
    keepLandedAccount();
    expect(landing.account).toEqual({ userName: 'member1', banner: false, confirmed: false });
    expect(stored()).toEqual({ userName: 'member1', banner: false, confirmed: false });
    let answered: boolean | null = null;
    void confirmLandedAccount().then((v) => (answered = v));
    await Promise.resolve();
    expect(landing.asking).not.toBeNull();
    expect(answered).toBeNull();
  });

  it('asks once before the cashier: a yes is remembered for the session, and the question is not asked again', async () => {
    land();
    const first = confirmLandedAccount();
    const second = confirmLandedAccount(); // a second tap while asking: the same question
    expect(landing.asking).not.toBeNull();
    answerLandedAccount(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(landing.asking).toBeNull();
    expect(stored()).toEqual({ userName: 'member1', banner: false, confirmed: true });
    expect(await confirmLandedAccount()).toBe(true);
    expect(landing.asking).toBeNull();
  });

  it('a no opens nothing and asks again next time', async () => {
    land();
    const first = confirmLandedAccount();
    answerLandedAccount(false);
    expect(await first).toBe(false);
    expect(landing.account?.confirmed).toBe(false);
    void confirmLandedAccount();
    expect(landing.asking).not.toBeNull();
  });

  it('asks nothing for a session that did not come from a link', async () => {
    setSession({ token: 'typed', merchantCode: 'LVN', userName: 'demo' });
    expect(await confirmLandedAccount()).toBe(true);
    expect(landing.asking).toBeNull();
  });

  it('ends with the session: a logout answers a pending question no; another token (a login) forgets it', async () => {
    land();
    const pending = confirmLandedAccount();
    clearSession();
    expect(await pending).toBe(false);
    expect(landing.account).toBeNull();
    expect(stored()).toBeNull();

    land();
    setSession({ token: 'typed', merchantCode: 'LVN', userName: 'demo' });
    expect(landing.account).toBeNull();
    expect(stored()).toBeNull();
    // The same token again (the member info's refresh) keeps it.
    land();
    setSession({ ...session.info!, userName: 'member1' });
    expect(landing.account?.userName).toBe('member1');
  });

  it('outlives a reload of the tab that holds the session, and only that', () => {
    land();
    keepLandedAccount();
    landing.account = null;
    restoreSession('LVN');
    expect(landing.account).toEqual({ userName: 'member1', banner: false, confirmed: false });
    restoreLanding(false);
    expect(landing.account).toBeNull();
  });
});
