// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './http/testing/memory-storage';
import { PREFIX, writeCached } from './http/response-cache';
import { storage } from './storage';

const QUOTA = 2000;
let session: Storage;
let local: Storage;

beforeEach(() => {
  session = memoryStorage(QUOTA);
  local = memoryStorage(QUOTA);
  // The GET cache reads globalThis.sessionStorage, lib/storage window.sessionStorage: one area for both, as in a browser.
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('window', { sessionStorage: session, localStorage: local });
});
afterEach(() => vi.unstubAllGlobals());

/** Cached GET answers until the area is full (writeCached itself gives up quietly). */
function fillWithCache(): void {
  for (let i = 0, before = -1; session.length !== before; i++) {
    before = session.length;
    writeCached(`https://m.example/wps/relay/x?page=${i}`, 'y'.repeat(150));
  }
}

describe('storage.set in a session area the GET cache filled', () => {
  it('drops the cached answers and stores what was asked: the session wins', () => {
    session.setItem('hideDownloadBar', '1');
    fillWithCache();
    expect(storage.set('session', 'session-info', JSON.stringify({ token: 't'.repeat(300) }))).toBe(true);
    expect(session.getItem('session-info')).toContain('ttt');
    expect(session.getItem('hideDownloadBar')).toBe('1');
    expect(Array.from({ length: session.length }, (_, i) => session.key(i)).filter((key) => key?.startsWith(PREFIX))).toEqual([]);
  });

  it('still says no when even an empty cache leaves no room (and drops nothing else)', () => {
    session.setItem('feedback-draft', 'd'.repeat(1500));
    fillWithCache();
    expect(storage.set('session', 'session-info', 'x'.repeat(1000))).toBe(false);
    expect(session.getItem('feedback-draft')).toHaveLength(1500);
  });

  it('leaves local storage alone: the cache is never there', () => {
    local.setItem(`${PREFIX}stray`, 'z'.repeat(1900));
    expect(storage.set('local', 'language', 'x'.repeat(200))).toBe(false);
    expect(local.getItem(`${PREFIX}stray`)).not.toBeNull();
  });
});

describe('storage.clear', () => {
  it('empties the area, or keeps what `keep` says', () => {
    vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
    for (const key of ['a-draft', 'b', 'c-draft']) storage.set('session', key, '1');
    storage.clear('session', (key) => key.endsWith('-draft'));
    expect(storage.get('session', 'a-draft')).toBe('1');
    expect(storage.get('session', 'c-draft')).toBe('1');
    expect(storage.get('session', 'b')).toBeNull();
    storage.clear('session');
    expect(storage.get('session', 'a-draft')).toBeNull();
  });
});
