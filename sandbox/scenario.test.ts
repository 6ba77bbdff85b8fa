// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyScenario, checkScenarioSet, forPath } from './scenario';

describe('scenario switches', () => {
  it('replaces named keys and removes the ones set to null', () => {
    const next = applyScenario({ flags: { CBS3: false }, test: true }, { maintenance: { end: null }, flags: null });
    expect(next).toEqual({ test: true, maintenance: { end: null } });
  });

  it('names the unknown or mistyped switch', () => {
    expect(checkScenarioSet({ maintenence: {} })[0]).toMatch(/unknown switch "maintenence"; known: maintenance/);
    expect(checkScenarioSet({ status: { '/wps/system/status': 99 } })).toEqual(['status./wps/system/status must be an HTTP status 400-599']);
    expect(checkScenarioSet({ loginVerifyRequired: { username: 'demo', methods: { email: 1 } } })[0]).toMatch(/^loginVerifyRequired\.methods\.email/);
    expect(checkScenarioSet({ regionRestriction: 'yes' })).toEqual(['regionRestriction must be true or false']);
    expect(checkScenarioSet([])).toHaveLength(1);
    expect(checkScenarioSet({ delayMs: { '*': 10 }, flags: { CBS3: false }, firstDeposit: 'Y', maintenance: null })).toEqual([]);
    expect(checkScenarioSet({ notLoginStatus: 401 })).toEqual([]);
    expect(checkScenarioSet({ notLoginStatus: 403 })).toEqual(['notLoginStatus must be 401']);
  });

  it('checks the game switches', () => {
    expect(checkScenarioSet({ games: { emptyLane: 'FISH', lanes: 'fail', launch: 'slow', launchDelayMs: 12000 } })).toEqual([]);
    expect(checkScenarioSet({ games: { emptyLane: 'POKER' } })).toEqual(['games.emptyLane must be one of LOTT, ELOTT, RNG, PVP, LIVE, FISH, SPORTS, ESPORTS']);
    expect(checkScenarioSet({ games: { launch: 'hang' } })).toEqual(['games.launch must be "slow" or "fail"']);
    expect(checkScenarioSet({ games: { lanes: true } })).toEqual(['games.lanes must be "fail"']);
    expect(checkScenarioSet({ games: { launchDelayMs: -1 } })).toEqual(['games.launchDelayMs must be a whole number ≥ 0']);
    expect(checkScenarioSet({ games: { bulk: 500 } })).toEqual([]);
    expect(checkScenarioSet({ games: { bulk: 1.5 } })).toEqual(['games.bulk must be a whole number 1-5000']);
  });

  it('checks the image CDN and marquee switches', () => {
    expect(checkScenarioSet({ imageCdn: { off: ['cdn-a', 'cdn-b'] }, imageCdns: ['https://img.example', 'http://cdn-a.localhost:4173'], marquee: ['Hi'] })).toEqual([]);
    expect(checkScenarioSet({ imageCdn: { off: ['cdn-c'] } })).toEqual(['imageCdn.off must be a list of cdn-a, cdn-b']);
    expect(checkScenarioSet({ imageCdns: ['https://img.example/path'] })).toEqual(['imageCdns must be a list of http(s) origins']);
    expect(checkScenarioSet({ marquee: [1] })).toEqual(['marquee must be a list of texts']);
  });

  it('prefers the exact path over the wildcard', () => {
    expect(forPath({ '*': 1, '/a': 2 }, '/a')).toBe(2);
    expect(forPath({ '*': 1 }, '/b')).toBe(1);
    expect(forPath(undefined, '/b')).toBeUndefined();
  });
});
