import type { i18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { Language } from '@/lib/i18n/languages';
import { buildRouteTable } from '@/runtime/steps/build-route-table';
import { landingRoute } from '@/runtime/steps/guard';
import type { MerchantManifest } from '@/runtime/merchant-manifest.generated';
import { resolveFeatures } from '@/runtime/steps/resolve-features';
import { screenOffered, screenTitle } from '@/runtime/screen-rules';
import { assetUrl } from '@/runtime/site';
import { BottomNavBar, navEntries, type NavEntry } from '../nav/bottom-nav-view';
import { bannerImages, BannerStrip, type StripSlide } from './banner-strip';
import { HomeView } from './home-view';

/**
 * The landing page's first paint as static HTML, rendered at build time for each merchant
 * (scripts/build-shells.ts) and served per host as the page's HTML, so the header, the first
 * banner (the page's largest paint) and the lanes' reserved places paint before any script has
 * run. It renders the same components as the lobby's first render, with what a visitor sees in
 * the merchant's default language and nothing that needs the server's status: the live banners,
 * the marquee's text, the lanes and the language menu come with the app. React then replaces this
 * markup with the same markup (runtime takes over in place: same boxes, so nothing moves).
 *
 * A members-only merchant's visitor lands on the login page, not on the lobby: there is no lobby
 * shell then (null), and the home paths get the login page's shell (auth/login/login-shell.tsx), so
 * nothing paints a lobby and then jumps away.
 */
export interface ShellInput {
  manifest: MerchantManifest;
  language: Language;
  /** An i18next instance holding the language's first-load texts. */
  i18n: i18n;
  /** Where the merchant's assets are served: "/m/merchants/<id>/". */
  assetBase: string;
}

export interface Shell {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The bottom bar, to follow the root (empty when none shows). */
  navHtml: string;
  /** Whether the bottom navigation shows (the root then carries `has-bottom-nav`). */
  bottomNav: boolean;
}

export function renderLandingShell({ manifest, language, i18n, assetBase }: ShellInput): Shell | null {
  const features = resolveFeatures(manifest, null);
  const routes = buildRouteTable(manifest.routes);
  const home = routes.home;
  const landing = landingRoute(routes, home.path, false);
  const site = { assetBase };
  const t = i18n.t.bind(i18n);
  const brand = features.merchant.name;
  const logoUrl = assetUrl(site, features.logo);
  const path = (screen: string, fallback: string) => routes.pathForScreen(screen) ?? fallback;

  // A members-only merchant's visitor lands on the login page: its shell is the login page's.
  if (landing.screen !== 'home') return null;

  const slides: StripSlide[] = (manifest.overlays.banners ?? []).map((b) => {
    const screen = manifest.routes.find((r) => r.id === b.routeId)?.screen;
    const href = screen && screenOffered(screen, features) ? routes.pathOf(b.routeId) : null;
    return { id: b.id, href, label: screen ? t(screenTitle(screen)) : undefined, ...bannerImages(site, b) };
  });
  const nav = manifest.overlays.bottomNav;
  const entries: NavEntry[] = nav?.enabled !== false && nav?.items.some((i) => i.routeId === home.id) ? navEntries(manifest, features, t) : [];
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={home.path}>
        <HomeView
          brand={brand}
          logoUrl={logoUrl}
          memberName={null}
          language={language}
          languages={[]}
          paths={{ login: path('login', '/m/login'), register: path('register', '/m/register'), member: path('memberHome', '/m/member/home') }}
          onLanguage={() => undefined}
          banners={<BannerStrip slides={slides} back={home.path} label={t('screen.home')} live={false} />}
          marqueeShown={features.marquee.enabled}
          lanes={null}
        />
      </Router>
    </I18nextProvider>,
  );
  // Outside the root: the app's first render does not remove it; the app's own bar (a lazy part)
  // takes its place when it arrives (nav/bottom-nav.tsx).
  const navHtml = entries.length > 0 ? renderToStaticMarkup(<Router ssrPath={home.path}><BottomNavBar entries={entries} currentId={home.id} /></Router>).replace('<nav class="bottom-nav"', '<nav class="bottom-nav" data-shell-nav=""') : '';
  return { html, navHtml, bottomNav: entries.length > 0 };
}
