import { GAMES, type CardType } from '../../sandbox/catalogue/games.ts';
import { gameImage } from '../../sandbox/catalogue/index.ts';
import { serverBanners } from '../../sandbox/catalogue/server-banners.ts';
import { pick } from '../../sandbox/catalogue/texts.ts';
import type { MerchantConfig } from '../../sandbox/merchants.ts';

// Every picture scripts/gen-lobby-images.ts paints, as data: where it goes, its size, colours,
// motif, words and seed. Pure, so the list (and with it the output) is the same on every run.
//
//   tileJobs()[0] -> { out: 'sandbox/cdn/games/VNLOTTO/12001', width: 300, height: 300, motif: 'LOTT',
//                      title: 'Northern lottery', subtitle: 'VNLOTTO', palette: [...], seed: … }

export type Motif = CardType | 'promo' | 'deposit' | 'banner';

export interface ArtJob {
  kind: 'tile' | 'banner';
  /** Repository-relative path without extension; .jpg and .webp are written. */
  out: string;
  width: number;
  height: number;
  /** Background dark, background light, accent. */
  palette: [string, string, string];
  motif: Motif;
  title: string;
  subtitle: string;
  /** Banners: the call to action on the pill. */
  cta?: string;
  seed: number;
}

/** The weights a committed file must have, in bytes (each format). */
export const WEIGHTS = { tile: { min: 8 * 1024, max: 30 * 1024 }, banner: { min: 40 * 1024, max: 120 * 1024 } } as const;
/** What the encoder aims for inside those bounds (leaves room on both sides). */
export const TARGETS = { tile: { min: 11 * 1024, max: 20 * 1024 }, banner: { min: 55 * 1024, max: 90 * 1024 } } as const;

export const TILE_SIZE = 300;
export const BANNER_SIZE = { width: 780, height: 390 } as const;

/** Each vendor's colour scheme: deep, bright, accent. */
export const VENDOR_PALETTES: Record<string, [string, string, string]> = {
  VNLOTTO: ['#7a0010', '#d8232a', '#ffd54a'],
  SEALOTT: ['#0b3d2e', '#1f9d6b', '#f6e27a'],
  PGSOFT: ['#2a0845', '#8e2de2', '#ffb300'],
  JILI: ['#4a1500', '#e65c00', '#ffe066'],
  PRAGMATIC: ['#3b0a0a', '#f0522f', '#ffd1a1'],
  SPADE: ['#08123a', '#2541b2', '#7fe7ff'],
  KINGMAKER: ['#3d0c02', '#b3541e', '#ffe5b4'],
  V8POKER: ['#051b11', '#0f7b4a', '#e7c65b'],
  EVO: ['#0c0c0c', '#3b3b3b', '#d4af37'],
  SEXY: ['#3a0027', '#c2185b', '#ffc1e3'],
  JDB: ['#002b4e', '#0077b6', '#90e0ef'],
  SABA: ['#00210f', '#128c4a', '#ffffff'],
  CMD368: ['#1d1f4f', '#3949ab', '#ff7043'],
  TFGAMING: ['#120024', '#5a189a', '#00f5d4'],
};

/** FNV-1a: a stable 32-bit seed from text. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

export function tileJobs(): ArtJob[] {
  return GAMES.map((game) => ({
    kind: 'tile',
    out: `sandbox/cdn${gameImage(game).image.replace(/\.jpg$/, '')}`,
    width: TILE_SIZE,
    height: TILE_SIZE,
    palette: VENDOR_PALETTES[game.vendor] ?? ['#222244', '#4455aa', '#ffcc00'],
    motif: game.accountTypeName,
    title: pick(game.name, 'EN', ['EN']),
    subtitle: game.vendor,
    seed: seedOf(`${game.vendor}/${game.gameId}`),
  }));
}

type ArtMerchant = Pick<MerchantConfig, 'id' | 'displayName' | 'country' | 'defaultLanguage' | 'supportedLanguages' | 'redirectAllowList'> & {
  theme: { primaryColor: string; accentColor: string; headerColor?: string };
  banners: { id: string; image: string }[];
};

const palette = (m: ArtMerchant): [string, string, string] => [m.theme.headerColor ?? m.theme.primaryColor, m.theme.primaryColor, m.theme.accentColor];
const humanise = (id: string) => id.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The three server banners of sandbox/catalogue/server-banners.ts, then the manifest's own banners. */
export function bannerJobs(merchant: ArtMerchant): ArtJob[] {
  const base = { kind: 'banner' as const, ...BANNER_SIZE, palette: palette(merchant) };
  const server = serverBanners(merchant).map(({ banner, headline, tagline }, i) => ({
    ...base,
    out: `sandbox/cdn${banner.url.replace(/\.jpg$/, '')}`,
    motif: (banner.linkageType === 'G' ? (banner.gameType as CardType) : banner.linkageType === 'URL' ? 'deposit' : 'promo') as Motif,
    title: headline,
    subtitle: `${tagline} · ${merchant.displayName}`,
    cta: banner.linkageType === 'G' ? 'Play' : 'Open',
    seed: seedOf(`${merchant.id}/server/${i + 1}`),
  }));
  const own = merchant.banners.map((b) => ({
    ...base,
    out: `merchants/${merchant.id}/${b.image.replace(/\.(jpg|jpeg|webp)$/, '')}`,
    motif: 'banner' as const,
    title: humanise(b.id),
    subtitle: merchant.displayName,
    cta: 'Join now',
    seed: seedOf(`${merchant.id}/own/${b.id}`),
  }));
  return [...server, ...own];
}

/** A merchant's fields for bannerJobs, read from its manifest JSON. */
export function artMerchant(config: MerchantConfig, manifest: { theme?: ArtMerchant['theme']; overlays?: { banners?: ArtMerchant['banners'] } }): ArtMerchant {
  return { ...config, theme: manifest.theme ?? { primaryColor: '#334', accentColor: '#fc0' }, banners: manifest.overlays?.banners ?? [] };
}
