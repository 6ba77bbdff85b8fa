// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderAll, staleFiles } from './gen-types';

describe('gen-types', () => {
  it('the checked-in types match schema/ and merchants/ (else run `npm run gen`)', async () => {
    expect(staleFiles(await renderAll())).toEqual([]);
  }, 30_000);

  it('names the root type MerchantManifest and exports the named parts the runtime uses', async () => {
    const [types] = await renderAll();
    for (const name of ['interface MerchantManifest', 'type Lang', 'type ScreenId', 'type RouteAccess', 'interface Route ', 'type PromotionType', 'interface WhiteLabelFlags', 'type Cipher']) {
      expect(types!.content).toContain(`export ${name}`);
    }
    // defaults are filled in by the validator, so defaulted properties are required in the type
    expect(types!.content).toMatch(/speedPxPerSecond: number;/);
    expect(types!.content).toMatch(/thresholds: Thresholds;/);
  }, 30_000);
});
