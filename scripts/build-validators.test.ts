// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadValidator } from './lib/manifest-check/index';
import { renderAll, validatorFile } from './build-validators';
import { root, staleFiles } from './gen-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- poking at arbitrary manifest fields
type Loose = Record<string, any>;
const manifest = (id: string) => JSON.parse(readFileSync(join(root, 'merchants', id, 'manifest.json'), 'utf8')) as Loose;

describe('build-validators', () => {
  it('the checked-in standalone validator matches the schema (else run `npm run gen`)', () => {
    expect(staleFiles(renderAll())).toEqual([]);
  });

  it('is a self-contained ES module: no require, no import, no eval', () => {
    const code = readFileSync(validatorFile, 'utf8');
    expect(code).not.toMatch(/\brequire\(|^\s*import\b|\beval\(|new Function/m);
    expect(code).toMatch(/^export default validate\d+;$/m);
  });

  it('accepts the real merchants and fills in the schema defaults', async () => {
    const validate = await loadValidator(root);
    for (const id of ['luckyvn', 'siamspin', 'goldcrest']) {
      const m = manifest(id);
      expect(validate(m), JSON.stringify(validate.errors)).toBe(true);
      expect(m.overlays.spinner.autoHideMs).toBe(id === 'goldcrest' ? 8000 : 10000);
      expect(m.overlays.installPrompt).toMatchObject({ delayMs: 1000, initialAutoMs: 2000, animationMs: 250 });
      expect(m.geetest.version).toBe(id === 'siamspin' ? 'v4' : 'v3');
    }
    const lucky = manifest('luckyvn');
    validate(lucky);
    expect(lucky.thresholds).toEqual({ a2hsMaxCloseTimes: -1, a2hsDepositTimes: -1 });
    expect(lucky.overlays.marquee.speedPxPerSecond).toBe(60);
    expect(lucky.overlays.popups).toEqual({ visitorDelayMs: 1000, memberDelayMs: 0, autoplayMs: 5000, todayCheckbox: true });
    expect(lucky.overlays.welcome.waitMs).toBe(20000);
    expect(lucky.overlays.afterErrorLoading.hideMs).toBe(3000);
  });

  it('reports every error with its JSON pointer (allErrors)', async () => {
    const validate = await loadValidator(root);
    const m = manifest('luckyvn');
    m.merchantCdoe = m.merchantCode;
    delete m.merchantCode;
    m.security.cipher = 'AES';
    expect(validate(m)).toBe(false);
    expect(validate.errors).toEqual(
      expect.arrayContaining([
        { instancePath: '', keyword: 'required', params: { missingProperty: 'merchantCode' } },
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'merchantCdoe' } },
        expect.objectContaining({ instancePath: '/security/cipher', keyword: 'enum' }),
      ]),
    );
  });
});
