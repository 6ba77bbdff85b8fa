import { beforeEach, describe, expect, it } from 'vitest';
import { session, setSession } from '@/state/session';
import { adoptQueryToken } from './query-token';

describe('adoptQueryToken', () => {
  beforeEach(() => {
    sessionStorage.clear();
    session.info = null;
  });

  it('takes the link’s token when no session exists, and removes it from the address bar', () => {
    history.replaceState(null, '', '/m/home?token=link-token&track=x');
    adoptQueryToken('LVN');
    expect(session.info?.token).toBe('link-token');
    expect(location.pathname + location.search).toBe('/m/home?track=x');
  });

  it('keeps the player’s session when a different token arrives (a lure link), and still removes it', () => {
    setSession({ token: 'mine', merchantCode: 'LVN', userName: 'demo' });
    history.replaceState(null, '', '/m/home?tokens=attacker');
    adoptQueryToken('LVN');
    expect(session.info).toMatchObject({ token: 'mine', userName: 'demo' });
    expect(JSON.parse(sessionStorage.getItem('session-info') ?? '{}').token).toBe('mine');
    expect(location.search).toBe('');
  });

  it('does nothing without a token in the address', () => {
    history.replaceState(null, '', '/m/home?language=EN');
    adoptQueryToken('LVN');
    expect(session.info).toBeNull();
    expect(location.search).toBe('?language=EN');
  });
});
