// @vitest-environment node
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import validate from '@/runtime/validate-manifest.generated.js';
import { renderLandingShell } from './home-shell';

function manifest(id: string, patch: (m: MerchantManifest) => void = () => undefined): MerchantManifest {
  const data: unknown = JSON.parse(readFileSync(new URL(`../../../../merchants/${id}/manifest.json`, import.meta.url), 'utf8'));
  if (!validate(data)) throw new Error('invalid');
  patch(data);
  return data;
}

async function shellOf(id: string, patch?: (m: MerchantManifest) => void) {
  const m = manifest(id, patch);
  const texts = JSON.parse(readFileSync(new URL(`../../../locales/${m.languages.default}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'x', resources: { x: { translation: texts } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  return { m, texts, shell: renderLandingShell({ manifest: m, language: m.languages.default as never, i18n, assetBase: `/m/merchants/${id}/` }) };
}

async function lobbyShellOf(id: string, patch?: (m: MerchantManifest) => void) {
  const { m, texts, shell } = await shellOf(id, patch);
  if (!shell) throw new Error(`${id}: no lobby shell`);
  return { m, texts, shell };
}

describe('renderLandingShell: the landing screen as static HTML', () => {
  it('a lobby merchant: header, account entry points in the default language, the first banner first and eager, skeleton lanes, the bar', async () => {
    const { m, texts, shell } = await lobbyShellOf('luckyvn');
    expect(shell.html).toContain('<span class="home__brand">Lucky VN</span>');
    expect(shell.html).toContain(`>${texts['auth.login']}</a>`);
    expect(shell.html).toContain(`>${texts['auth.register']}</a>`);
    const imgs = [...shell.html.matchAll(/<img class="banners__img" src="([^"]+)"[^>]*>/g)];
    expect(imgs.map((i) => i[1])).toEqual(m.overlays.banners!.map((b) => `/m/merchants/luckyvn/${b.image}`));
    expect(imgs[0]![0]).toMatch(/fetchPriority="high"/);
    expect(imgs[0]![0]).toMatch(/width="780" height="390"/);
    expect(imgs[1]![0]).toMatch(/loading="lazy"/);
    // Each picture offers AVIF first, then WebP, then the universal file (the <img>).
    const first = m.overlays.banners![0]!;
    expect(shell.html).toContain(`<picture><source srcSet="/m/merchants/luckyvn/${first.imageAvif}" type="image/avif"/><source srcSet="/m/merchants/luckyvn/${first.imageWebp}" type="image/webp"/><img class="banners__img"`);
    expect(shell.html.match(/class="lane-skeleton"/g)).toHaveLength(3);
    expect(shell.bottomNav).toBe(true);
    expect(shell.navHtml).toMatch(/<nav class="bottom-nav" data-shell-nav=""><a aria-current="page" href="\/m\/home"/);
    // Nothing that needs a key the default language lacks.
    expect(shell.html).not.toMatch(/>(auth|screen|home)\.[a-z_]+</);
  });

  it('no bar when the manifest turns it off, and no marquee box when the marquee is off', async () => {
    const { shell } = await lobbyShellOf('luckyvn', (m) => {
      m.overlays.bottomNav = { ...m.overlays.bottomNav!, enabled: false };
      m.overlays.marquee = { ...m.overlays.marquee, enabled: false };
    });
    expect(shell.bottomNav).toBe(false);
    expect(shell.html).not.toContain('bottom-nav');
    expect(shell.html).not.toContain('home__marquee');
    expect(shell.html).toContain('banners__img');
  });

  it('a banner without AVIF or WebP has only its universal picture', async () => {
    const { shell } = await lobbyShellOf('luckyvn', (m) => {
      m.overlays.banners = m.overlays.banners!.map(({ imageAvif: _a, imageWebp: _w, ...b }) => b);
    });
    expect(shell.html).not.toContain('<source');
    expect(shell.html).toMatch(/<picture><img class="banners__img" src="\/m\/merchants\/luckyvn\/assets\/banners\/[\w-]+\.jpg"/);
  });

  it('a members-only merchant has no lobby shell (its visitors land on the login page, whose shell its home paths get)', async () => {
    expect((await shellOf('siamspin')).shell).toBeNull();
    expect((await shellOf('luckyvn', (m) => {
      const home = m.routes.find((r) => r.screen === 'home')!;
      home.access = 'member';
    })).shell).toBeNull();
  });
});
