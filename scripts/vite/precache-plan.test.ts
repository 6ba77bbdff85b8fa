// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assetManifestText } from './asset-manifest-plugin';
import { existsSync } from 'node:fs';
import { coreFiles, CORE_SOURCES, PRECACHE_SOURCES, SUBMIT_SOURCES, type ChunkInfo } from './precache-plan';

const chunk = (fileName: string, rest: Partial<ChunkInfo> = {}): ChunkInfo => ({ fileName, isEntry: false, imports: [], moduleIds: [], css: [], ...rest });

const bundle: ChunkInfo[] = [
  chunk('assets/index-a.js', { isEntry: true, imports: ['assets/react-b.js'], css: ['assets/index-c.css'], moduleIds: ['/w/src/app/main.tsx', '/w/src/flows/games/home/home-screen.tsx'] }),
  chunk('assets/react-b.js'),
  chunk('assets/login-screen-d.js', { imports: ['assets/react-b.js', 'assets/form-e.js'], moduleIds: ['/w/src/flows/auth/login/login-screen.tsx'] }),
  chunk('assets/form-e.js'),
  chunk('assets/member-home-screen-f.js', { moduleIds: ['/w/src/flows/member/member-home-screen.tsx'] }),
  chunk('assets/section-screen-g.js', { moduleIds: ['/w/src/flows/notices/section-screen.tsx'] }),
  chunk('assets/EN-h.js', { moduleIds: ['/w/src/locales/EN.json'] }),
  chunk('assets/des-scheme-i.js', { moduleIds: ['/w/node_modules/jsencrypt/lib/index.js'] }),
];

describe('coreFiles (what the service worker precaches)', () => {
  it('takes index.html, the entry with its CSS, and the core screens with their static imports', () => {
    expect(coreFiles(bundle, CORE_SOURCES)).toEqual([
      'assets/form-e.js', 'assets/index-a.js', 'assets/index-c.css', 'assets/login-screen-d.js', 'assets/member-home-screen-f.js', 'assets/react-b.js', 'index.html',
    ]);
  });

  it('adds what a login form needs to submit (the login actions, the cipher and its schemes) with their static imports', () => {
    const withSubmit: ChunkInfo[] = [
      ...bundle,
      chunk('assets/login-actions-j.js', { imports: ['assets/form-e.js'], moduleIds: ['/w/src/flows/auth/login/login-actions.ts'] }),
      chunk('assets/encrypt-payload-k.js', { moduleIds: ['/w/src/lib/http/encrypt-payload.ts'] }),
      chunk('assets/cipher-l.js', { moduleIds: ['/w/src/lib/cipher/index.ts'] }),
      chunk('assets/des-scheme-m.js', { imports: ['assets/md5-n.js'], moduleIds: ['/w/src/lib/cipher/des-scheme.ts'] }),
      chunk('assets/md5-n.js', { moduleIds: ['/w/node_modules/crypto-js/md5.js'] }),
      chunk('assets/aes-gcm-scheme-o.js', { moduleIds: ['/w/src/lib/cipher/aes-gcm-scheme.ts'] }),
      chunk('assets/second-factor-modal-p.js', { moduleIds: ['/w/src/flows/auth/second-factor/second-factor-modal.tsx'] }),
      chunk('assets/run-captcha-q.js', { moduleIds: ['/w/src/flows/auth/captcha/run-captcha.ts'] }),
      chunk('assets/form-draft-r.js', { moduleIds: ['/w/src/ui/form-draft.ts'] }),
    ];
    const files = coreFiles(withSubmit, PRECACHE_SOURCES);
    for (const file of ['assets/login-actions-j.js', 'assets/encrypt-payload-k.js', 'assets/cipher-l.js', 'assets/des-scheme-m.js', 'assets/md5-n.js', 'assets/aes-gcm-scheme-o.js', 'assets/second-factor-modal-p.js', 'assets/run-captcha-q.js', 'assets/form-draft-r.js']) {
      expect(files).toContain(file);
    }
    expect(files).not.toContain('assets/section-screen-g.js');
  });

  it.each(SUBMIT_SOURCES)('%s exists (a renamed file would fail the build)', (source) => {
    expect(existsSync(source)).toBe(true);
  });

  it('fails the build when a core screen is in no chunk (renamed or moved)', () => {
    expect(() => coreFiles(bundle, ['src/flows/auth/sign-in-screen.tsx'])).toThrow('the core screen src/flows/auth/sign-in-screen.tsx is in no chunk');
  });
});

describe('asset-manifest.json', () => {
  it('lists every app file with its SHA-256, sorted, and leaves out merchant files and itself', () => {
    const text = assetManifestText({ 'index.html': '<html>', 'assets/b.js': 'b', 'assets/a.js': new TextEncoder().encode('a'), 'merchants/lvn/manifest.json': '{}', 'asset-manifest.json': 'x', 'vite-manifest.json': '{}' });
    const { files } = JSON.parse(text) as { files: Record<string, string> };
    expect(Object.keys(files)).toEqual(['assets/a.js', 'assets/b.js', 'index.html']);
    expect(files['assets/a.js']).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
  });

  it('is the same text for the same files: no build time, nobody asked to refresh for nothing', () => {
    const files = { 'index.html': '<html>', 'assets/a.js': 'a' };
    expect(assetManifestText({ ...files })).toBe(assetManifestText({ 'assets/a.js': 'a', 'index.html': '<html>' }));
    expect(assetManifestText({ ...files, 'assets/a.js': 'a2' })).not.toBe(assetManifestText(files));
  });
});
