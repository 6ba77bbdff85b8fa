// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { landsOnLobby } from './lobby-landing';

const publicHome = { paths: ['/m/home', '/m/index', '/m/index.html'], access: 'public' };
const memberHome = { paths: ['/m/home'], access: 'member' };

describe('landsOnLobby', () => {
  it('is true on the home path and its aliases of a public home', () => {
    for (const path of publicHome.paths) expect(landsOnLobby(publicHome, path, false)).toBe(true);
  });

  it('is false elsewhere, and without a home route', () => {
    expect(landsOnLobby(publicHome, '/m/login', false)).toBe(false);
    expect(landsOnLobby(publicHome, '/m/home/', false)).toBe(false);
    expect(landsOnLobby(null, '/m/home', true)).toBe(false);
  });

  it('a members-only home shows the lobby to a member, not to a visitor (who goes to log in)', () => {
    expect(landsOnLobby(memberHome, '/m/home', true)).toBe(true);
    expect(landsOnLobby(memberHome, '/m/home', false)).toBe(false);
  });
});
