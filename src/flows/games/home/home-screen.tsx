import { useSnapshot } from 'valtio';
import { assetUrl, useSite } from '@/runtime/site';
import { chooseLanguage, preferences } from '@/state/preferences';
import { session } from '@/state/session';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BannerStrip, useManifestSlides } from './banner-strip';
import { HomeView } from './home-view';
import { HomeLanes, Marquee, MemberRank } from './lobby-parts';


const HERE = '/m/home';

export default function HomeScreen() {
  const { t } = useTranslation();
  const site = useSite();
  const { info } = useSnapshot(session);
  const { language } = useSnapshot(preferences);
  const slides = useManifestSlides();
  const back = site.routes.pathForScreen('home') ?? HERE;
  const path = (screen: string, fallback: string) => site.routes.pathForScreen(screen) ?? fallback;
  const memberName = info?.token ? info.userName || info.id || '…' : null;
  return (
    <HomeView
      brand={site.features.merchant.name}
      logoUrl={assetUrl(site, site.features.logo)}
      memberName={memberName}
      rank={memberName && <MemberRank />}
      language={language}
      languages={site.features.languages.supported}
      paths={{ login: path('login', '/m/login'), register: path('register', '/m/register'), member: path('memberHome', '/m/member/home') }}
      onLanguage={(lang) => void chooseLanguage(lang)}
      banners={<BannerStrip slides={slides} back={back} label={t('screen.home')} />}
      marqueeShown={site.features.marquee.enabled}
      marquee={<Marquee />}
      lanes={<HomeLanes back={back} />}
    />
  );
}
