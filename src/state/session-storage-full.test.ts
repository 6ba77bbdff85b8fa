// @vitest-environment node
// The GET cache (lib/http/response-cache.ts) and the session share session storage. A cache that
// filled it must not make storing the session fail quietly: the session would live in memory only,
// and the next reload would log the player out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCached } from '@/lib/http/response-cache';
import { memoryStorage } from '@/lib/http/testing/memory-storage';
import { restoreSession, session, setSession } from './session';

let area: Storage;

beforeEach(() => {
  area = memoryStorage(5_000);
  vi.stubGlobal('sessionStorage', area);
  vi.stubGlobal('window', { sessionStorage: area, localStorage: memoryStorage(5_000) });
  session.info = null;
});
afterEach(() => vi.unstubAllGlobals());

describe('a login when cached GET answers filled session storage', () => {
  it('stores the session (the cache gives way), so a reload still finds it', () => {
    // Big answers first, then ever smaller ones into what is left: full to the last few characters.
    let page = 0;
    for (const size of [400, 40, 0]) {
      for (let before = -1; area.length !== before; page++) {
        before = area.length;
        writeCached(`https://m.example/wps/relay/MCSFE_getPromotionList?page=${page}`, { rows: 'p'.repeat(size) });
      }
    }
    expect(area.length).toBeGreaterThan(5);
    setSession({ id: '17', token: 'tok-1', merchantCode: 'LVN', userName: 'demo' });
    session.info = null; // a reload: only what is stored is left
    restoreSession('LVN');
    expect(session.info).toMatchObject({ token: 'tok-1', userName: 'demo' });
  });
});
