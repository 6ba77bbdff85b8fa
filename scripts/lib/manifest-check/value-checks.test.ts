// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHostName, originProblem, valueFindings } from './value-checks';

describe('redirect allow-list origins', () => {
  it('accepts exact https origins', () => {
    expect(originProblem('https://pay.brand.example')).toBeNull();
    expect(originProblem('https://partners.brand.example:8443')).toBeNull();
  });

  it.each([
    ['http://pay.brand.example', /uses http:/],
    ['https://pay.brand.example/', /path/],
    ['https://pay.brand.example/callback', /path/],
    ['https://pay.brand.example?x=1', /path, query or fragment/],
    ['https://pay.brand.example#x', /path, query or fragment/],
    ['https://user@pay.brand.example', /user info/],
    ['https://pay.brand.example:443', /writes it as "https:\/\/pay.brand.example"/],
    ['https://PAY.brand.example', /writes it as "https:\/\/pay.brand.example"/],
    ['https://pay..example', /not a valid host name/],
    ['https://pay.brand.example:99999', /not a URL/],
    ['//evil.example', /not a URL/],
    ['javascript:alert(1)', /uses javascript:/],
  ])('rejects %s', (entry, why) => {
    expect(originProblem(entry)).toMatch(why);
  });
});

describe('host names', () => {
  it('checks labels', () => {
    expect(isHostName('m.luckyvn.example')).toBe(true);
    expect(isHostName('luckyvn.localhost')).toBe(true);
    for (const bad of ['a..b', '-a.example', 'a-.example', 'a.example.', `${'a'.repeat(64)}.example`]) expect(isHostName(bad)).toBe(false);
  });
});

describe('customer-service origins', () => {
  const manifest = (customerService: unknown) => ({ customerService });

  it('accepts entries and a defaultUrl on the list (a loopback origin without a port covers every port)', () => {
    expect(valueFindings(manifest({
      defaultUrl: 'https://support.brand.example/chat',
      entries: [{ path: 'https://t.me/brand' }, { path: 'http://cs.localhost:4173/x' }],
      origins: ['https://support.brand.example', 'https://t.me', 'http://cs.localhost'],
    }))).toEqual([]);
  });

  it('names each entry and the defaultUrl whose origin is not on the list', () => {
    const findings = valueFindings(manifest({
      defaultUrl: 'https://support.brand.example/chat',
      entries: [{ path: 'https://t.me/brand' }, { path: 'https://t.me.evil.example/x' }],
      origins: ['https://t.me'],
    }));
    expect(findings.map((f) => f.pointer)).toEqual(['/customerService/defaultUrl', '/customerService/entries/1/path']);
    expect(findings[0]!.message).toMatch(/not on \/customerService\/origins/);
  });
});

describe('download origins', () => {
  it('accepts download links on the list and names each one that is not', () => {
    expect(valueFindings({
      downloadLinks: { Android: 'https://dl.brand.example/a.apk', IOS: 'https://apps.apple.com/app/id1', AppDownloadIcon: 'https://cdn.elsewhere.example/i.png' },
      downloadOrigins: ['https://dl.brand.example', 'https://apps.apple.com'],
    })).toEqual([]);
    const findings = valueFindings({
      downloadLinks: { Android: 'https://dl.brand.example.evil.example/a.apk', MOBILECONFIG: 'https://dl.brand.example:8443/p.mobileconfig' },
      downloadOrigins: ['https://dl.brand.example'],
    });
    expect(findings.map((f) => f.pointer)).toEqual(['/downloadLinks/Android', '/downloadLinks/MOBILECONFIG']);
    expect(findings[0]!.message).toMatch(/not on \/downloadOrigins/);
  });
});
