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
  });

  it('checks the game switches', () => {
    expect(checkScenarioSet({ games: { emptyLane: 'FISH', lanes: 'fail', launch: 'slow', launchDelayMs: 12000 } })).toEqual([]);
    expect(checkScenarioSet({ games: { emptyLane: 'POKER' } })).toEqual(['games.emptyLane must be one of LOTT, ELOTT, RNG, PVP, LIVE, FISH, SPORTS, ESPORTS']);
    expect(checkScenarioSet({ games: { launch: 'hang' } })).toEqual(['games.launch must be "slow" or "fail"']);
    expect(checkScenarioSet({ games: { lanes: true } })).toEqual(['games.lanes must be "fail"']);
    expect(checkScenarioSet({ games: { launchDelayMs: -1 } })).toEqual(['games.launchDelayMs must be a whole number ≥ 0']);
  });

  it('prefers the exact path over the wildcard', () => {
    expect(forPath({ '*': 1, '/a': 2 }, '/a')).toBe(2);
    expect(forPath({ '*': 1 }, '/b')).toBe(1);
    expect(forPath(undefined, '/b')).toBeUndefined();
  });
});
