import { describe, expect, it } from 'vitest';
import schema from '../../schema/merchant.schema.json';
import { flows, screenRegistry } from './flows';

describe('the flows the app is built from', () => {
  it('claim each screen id once: a second claim would silently replace the first', () => {
    const claims = flows.flatMap((flow) => Object.keys(flow.screens ?? {}));
    expect(claims.filter((id, i) => claims.indexOf(id) !== i)).toEqual([]);
    expect(Object.keys(screenRegistry).sort()).toEqual([...claims].sort());
  });

  it('give every screen id the schema allows a component', () => {
    const ids = schema.definitions.ScreenId.enum;
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(screenRegistry, id).toHaveProperty(id);
  });

  it('lazy screens can be fetched ahead of their first render', async () => {
    const login = screenRegistry.login;
    expect(login.preload).toBeTypeOf('function');
    await expect(login.preload!()).resolves.toHaveProperty('default');
  });
});
