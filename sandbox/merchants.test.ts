// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../schema/merchant.schema.json';
import { FLAG_NAMES, loadMerchants, readMerchant } from './merchants';

describe('loadMerchants', () => {
  it("knows the schema's flags, each at its schema default unless a manifest sets it", () => {
    const properties: Record<string, { default: boolean }> = schema.definitions.WhiteLabelFlags.properties;
    expect(FLAG_NAMES).toEqual(Object.keys(properties));
    expect(FLAG_NAMES).toContain('GEETEST3');
    const m = readMerchant({ id: 'x', merchantCode: 'XXX', flags: { CBS3: true, MOBILEAUTOLOGIN3: false } }, 'x/manifest.json');
    expect(Object.keys(m.flags).sort()).toEqual([...FLAG_NAMES].sort());
    const expected = Object.fromEntries(FLAG_NAMES.map((name) => [name, properties[name]!.default]));
    expect(m.flags).toEqual({ ...expected, CBS3: true, MOBILEAUTOLOGIN3: false });
    expect(expected.MOBILEAUTOLOGIN3).toBe(true); // so the manifest's false above is read, not the default
  });

  it('reads the fixtures, with every flag present and both download-link shapes', () => {
    const { merchants, warnings } = loadMerchants(join(import.meta.dirname, 'fixtures/merchants'));
    expect(warnings).toEqual([]);
    expect(merchants.map((m) => m.merchantCode)).toEqual(['LVN', 'TTH']);
    const tth = merchants[1]!;
    expect(tth.flags.GEETEST3).toBe(true);
    expect(tth.downloadLinks).toEqual([{ resourceType: 'Android', url: 'https://tth.example.test/app/tth.apk' }]);
    expect(merchants[0]!.customerService[0]).toMatchObject({ csType: 'LIVECHAT', url: 'https://chat.example.test/lvn' });
  });

  it('skips broken and duplicate manifests with a warning that names the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-merchants-'));
    const write = (name: string, body: string) => {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'manifest.json'), body);
    };
    write('a', JSON.stringify({ id: 'a', merchantCode: 'AAA' }));
    write('b', JSON.stringify({ id: 'b', merchantCode: 'AAA' }));
    write('c', '{ not json');
    write('d', JSON.stringify({ id: 'd' }));
    const { merchants, warnings } = loadMerchants(dir);
    expect(merchants.map((m) => m.id)).toEqual(['a']);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain(join(dir, 'b', 'manifest.json'));
  });

  it('reads every manifest in merchants/ without a warning', () => {
    const { merchants, warnings } = loadMerchants(join(import.meta.dirname, '..', 'merchants'));
    expect(warnings).toEqual([]);
    for (const m of merchants) expect(m.merchantCode, m.manifestPath).toMatch(/^[A-Z0-9]+$/);
  });

  it('reads the {defaultUrl, entries} customer-service shape', () => {
    const m = readMerchant({ id: 'x', merchantCode: 'X', customerService: { defaultUrl: 'https://d.test/c', entries: [{ csType: 'LINE', csPosition: 'MEMBER', title: 'LINE', path: 'https://line.test/x' }] } }, 'x.json');
    expect(m.customerService).toEqual([
      { csType: 'LINE', csPosition: 'MEMBER', title: 'LINE', url: 'https://line.test/x' },
      { csType: 'LIVECHAT', csPosition: 'DEFAULT', title: 'Customer service', url: 'https://d.test/c' },
    ]);
  });

  it('fills defaults for a minimal manifest', () => {
    const m = readMerchant({ id: 'x', merchantCode: 'X' }, 'x.json');
    expect(m).toMatchObject({ defaultLanguage: 'EN', supportedLanguages: ['EN'], downloadLinks: [], customerService: [] });
    expect(m.flags.CBS3).toBe(false);
  });
});
