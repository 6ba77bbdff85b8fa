import type { Banner } from '../../src/lib/wire/shapes.ts';
import type { MerchantConfig } from '../merchants';
import { offeredGames, type Merchant } from './index';
import { pick } from './texts';

// The lobby carousel's server banners (group m_banner, this product's design): three per merchant,
// one of each linkage type, with pictures on the image CDNs (scripts/gen-lobby-images.ts paints
// them from the same list, so a banner's picture names what it links to).
//
//   serverBanners(luckyvn)[2] -> { banner: { groupName: 'm_banner', url: '/banners/luckyvn/3.jpg',
//     urlWebp: '/banners/luckyvn/3.webp', linkageType: 'G', linkage: 'VN_LOTTO_MB', nodeId: 12,
//     gameType: 'LOTT', vendor: 'VNLOTTO', roomId: null }, headline: 'Northern lottery', tagline: 'Play now' }
//
// P links a promotion (id 501, the app-download bonus of MCSFE_getMerchantAvailablePromotions),
// URL the first https origin of the merchant's redirectAllowList (none: no URL banner), G the
// merchant's leading game: a Vietnamese lottery where it offers one, else its first slot or
// live game in lane order.

export type BannerMerchant = Merchant & Pick<MerchantConfig, 'id' | 'redirectAllowList'>;

export interface ServerBanner {
  banner: Banner;
  /** What the picture says (English: the pictures are the same in every language). */
  headline: string;
  tagline: string;
}

export const PROMOTION_BANNER_ID = '501';

/** The CDN paths of a server banner's picture: /banners/<merchantId>/<n>.jpg and .webp. */
export function bannerImage(merchantId: string, n: number): { url: string; urlWebp: string } {
  return { url: `/banners/${merchantId}/${n}.jpg`, urlWebp: `/banners/${merchantId}/${n}.webp` };
}

/** The game a G banner launches. */
export function featuredGame(merchant: Merchant) {
  const games = offeredGames(merchant);
  return games.find((g) => g.accountTypeName === 'LOTT') ?? games.find((g) => g.accountTypeName === 'RNG' || g.accountTypeName === 'LIVE') ?? games[0];
}

export function serverBanners(merchant: BannerMerchant): ServerBanner[] {
  const none = { roomId: null, nodeId: null, gameType: null, vendor: null };
  const list: { banner: Omit<Banner, 'url' | 'urlWebp' | 'groupName'>; headline: string; tagline: string }[] = [];
  list.push({ banner: { linkageType: 'P', linkage: PROMOTION_BANNER_ID, ...none }, headline: 'Daily rewards', tagline: 'Claim your bonus every day' });
  const https = merchant.redirectAllowList.find((origin) => origin.startsWith('https://'));
  if (https) list.push({ banner: { linkageType: 'URL', linkage: https, ...none }, headline: 'Fast deposits', tagline: 'Top up in seconds' });
  const game = featuredGame(merchant);
  if (game) {
    list.push({
      banner: { linkageType: 'G', linkage: game.gameCode, roomId: null, nodeId: game.nodeId, gameType: game.accountTypeName, vendor: game.vendor },
      headline: pick(game.name, 'EN', ['EN']),
      tagline: 'Play now',
    });
  }
  return list.map(({ banner, headline, tagline }, i) => ({
    banner: { groupName: 'm_banner', ...bannerImage(merchant.id, i + 1), ...banner },
    headline,
    tagline,
  }));
}
