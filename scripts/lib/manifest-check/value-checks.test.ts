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

  it('accepts entries and a defaultUrl on the list', () => {
    expect(valueFindings(manifest({
      defaultUrl: 'https://support.brand.example/chat',
      entries: [{ path: 'https://t.me/brand' }, { path: 'https://cs.brand.example:8443/x' }],
      origins: ['https://support.brand.example', 'https://t.me', 'https://cs.brand.example:8443'],
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

describe('production only', () => {
  it('names every loopback origin or host, the Auth emulator and a sandbox path, by pointer', () => {
    const findings = valueFindings({
      domains: ['m.brand.example', 'brand.localhost'],
      games: { imageOrigins: ['https://img.brand.example', 'http://cdn-a.localhost'], frameOrigins: ['http://127.0.0.1:8080'] },
      overlays: { chatButton: { origins: ['http://localhost'] } },
      firebase: { projectId: 'brand-prod', authEmulatorUrl: 'http://127.0.0.1:9099' },
      geetest: { scriptBases: ['/__sandbox/geetest/cdn-a', 'https://static.geetest.com'] },
    });
    expect(findings.map((f) => f.pointer)).toEqual([
      '/domains/1', '/games/imageOrigins/1', '/games/frameOrigins/0', '/overlays/chatButton/origins/0', '/firebase/authEmulatorUrl', '/geetest/scriptBases/0',
    ]);
    expect(findings[0]!.message).toMatch(/"brand\.localhost" is this machine, not a production host/);
  });

  it('leaves production hosts alone, a "localhost" inside a word too', () => {
    expect(valueFindings({ domains: ['m.brand.example'], games: { imageOrigins: ['https://localhost-cdn.brand.example'] }, templates: { text: 'localhost' } })).toEqual([]);
  });
});
