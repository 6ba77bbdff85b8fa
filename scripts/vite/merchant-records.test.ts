import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMerchantRecord } from '../../src/runtime/steps/merchant-record.ts';
import type { CanonicalManifest } from './canonical-manifests.ts';
import { defaultMerchantId, inlineRecordTag, recordFiles, recordOf } from './merchant-records.ts';

function manifest(id: string, domains: string[], extra: Record<string, unknown> = {}): CanonicalManifest {
  const data = {
    id,
    merchantCode: id.toUpperCase().slice(0, 3),
    domains,
    languages: { default: 'EN', supported: ['EN', 'TH'] },
    routes: [
      { id: 'login', path: '/m/login', screen: 'login', access: 'public' },
      { id: 'home', path: '/m/home', aliases: ['/m/index'], screen: 'home', access: 'member' },
    ],
    ...extra,
  };
  return { id, text: JSON.stringify(data), sha256: 'ab'.repeat(32) };
}

describe('recordOf', () => {
  it('keeps only what start-up needs, with the home route and its access', () => {
    const record = recordOf(manifest('alpha', ['alpha.example']));
    expect(isMerchantRecord(record)).toBe(true);
    expect(record).toMatchObject({ id: 'alpha', merchantCode: 'ALP', languages: { default: 'EN', supported: ['EN', 'TH'] } });
    expect(record.home).toEqual({ paths: ['/m/home', '/m/index'], access: 'member' });
    expect(JSON.stringify(record)).not.toContain('alpha.example');
  });

  it('has no home when no route shows the home screen', () => {
    expect(recordOf(manifest('beta', [], { routes: [] })).home).toBeNull();
  });
});

describe('recordFiles', () => {
  it('writes one file per domain, one per id and the default host file; none for a loopback name', () => {
    const files = recordFiles([manifest('alpha', ['alpha.example', 'Alpha.example.org']), manifest('beta', ['beta.example'])], 'beta');
    expect([...files.keys()].sort()).toEqual([
      'hosts/_default.json', 'hosts/alpha.example.json', 'hosts/alpha.example.org.json', 'hosts/beta.example.json',
      'merchants/alpha/record.json', 'merchants/beta/record.json',
    ]);
    expect(JSON.parse(files.get('hosts/_default.json')!).id).toBe('beta');
    expect(JSON.parse(files.get('hosts/alpha.example.org.json')!).id).toBe('alpha');
  });

  it('refuses two merchants listing one domain', () => {
    expect(() => recordFiles([manifest('alpha', ['shared.example']), manifest('beta', ['shared.example'])], 'alpha')).toThrow(/alpha and beta both list the domain shared\.example/);
  });
});

describe('defaultMerchantId', () => {
  it('reads merchants/defaults.json and refuses an id with no folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-'));
    writeFileSync(join(dir, 'defaults.json'), JSON.stringify({ defaultMerchantId: 'beta' }));
    expect(defaultMerchantId(dir, ['alpha', 'beta'])).toBe('beta');
    expect(() => defaultMerchantId(dir, ['alpha'])).toThrow(/not a merchant folder/);
  });
});

describe('inlineRecordTag', () => {
  it('cannot be closed by text inside the record', () => {
    const record = { ...recordOf(manifest('alpha', [])), merchantCode: '</script><script>alert(1)</script>' };
    const tag = inlineRecordTag(record);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')).merchantCode).toBe(record.merchantCode);
  });
});
