import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { screenOffered, screenTitle } from '@/runtime/screen-rules';
import { assetUrl, useSite } from '@/runtime/site';
// The server's banners and the sliding behaviour (dots, autoplay) come after the first paint.
import { CarouselControls, ServerSlides } from './lobby-parts';

export const BANNER_WIDTH = 780;
// The first banner is the page's largest paint: fetched first. The others wait until they are near.
const FIRST = { fetchPriority: 'high' } as const;
const LATER = { loading: 'lazy' } as const;
export const BANNER_HEIGHT = 390;

export interface StripSlide {
  id: string;
  href: string | null;
  /** The slide's name for a screen reader: the page it opens. */
  label?: string;
  image: string;
  imageWebp?: string;
  imageAvif?: string;
}

/**
 * The banner strip: the manifest's banners (merchant assets) in the first paint, the first one a
 * plain sized `<img>` with high fetch priority so it can be the page's largest paint; sliding is CSS
 * scroll snap, so it works before any script of the carousel arrives. With `live`, the server's
 * banners join the strip after the first paint, with dots and autoplay. The strip keeps its 2:1 box
 * from the start.
 */
export function BannerStrip({ slides, back, label, live = true }: { slides: readonly StripSlide[]; back: string; label: string; live?: boolean }) {
  const strip = useRef<HTMLUListElement>(null);
  return (
    <section className="banners" aria-label={label} aria-roledescription="carousel">
      <ul className="banners__strip" ref={strip}>
        {slides.map((b, i) => {
          const img = (
            <picture>
              {b.imageAvif && <source srcSet={b.imageAvif} type="image/avif" />}
              {b.imageWebp && <source srcSet={b.imageWebp} type="image/webp" />}
              <img className="banners__img" src={b.image} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} {...(i === 0 ? FIRST : LATER)} />
            </picture>
          );
          return <li key={b.id} className="banners__slide">{b.href ? <Link href={b.href} className="banners__link" aria-label={b.label}>{img}</Link> : img}</li>;
        })}
        {live && <ServerSlides back={back} />}
      </ul>
      {live && <CarouselControls strip={strip} />}
    </section>
  );
}

/** A manifest banner's pictures as URLs: the universal one and, where the manifest has them, WebP and AVIF. */
export function bannerImages(site: { assetBase: string }, b: { image: string; imageWebp?: string; imageAvif?: string }): Pick<StripSlide, 'image' | 'imageWebp' | 'imageAvif'> {
  return {
    image: assetUrl(site, b.image),
    ...(b.imageWebp ? { imageWebp: assetUrl(site, b.imageWebp) } : {}),
    ...(b.imageAvif ? { imageAvif: assetUrl(site, b.imageAvif) } : {}),
  };
}

/** The manifest's banners as slides: merchant assets, each opening its route. */
export function useManifestSlides(): StripSlide[] {
  const { t } = useTranslation();
  const site = useSite();
  return (site.manifest.overlays.banners ?? []).map((b) => {
    const screen = site.manifest.routes.find((r) => r.id === b.routeId)?.screen;
    // A banner on a screen the merchant does not offer now (the reward centre with REWCEN3 off) leads nowhere.
    const href = screen && screenOffered(screen, site.features) ? site.routes.pathOf(b.routeId) : null;
    return { id: b.id, href, label: screen ? t(screenTitle(screen)) : undefined, ...bannerImages(site, b) };
  });
}
