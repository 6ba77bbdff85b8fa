import { useSnapshot } from 'valtio';
import { assetUrl, useSite } from '@/runtime/site';
import { chooseLanguage, preferences } from '@/state/preferences';
import { session } from '@/state/session';
import { useAsync } from '@/ui/use-async';
import { fetchGameLanes, lanesAtHand } from '../lobby/game-lanes';
import { HomeView } from './home-view';

export default function HomeScreen() {
  const site = useSite();
  const { info } = useSnapshot(session);
  const { language } = useSnapshot(preferences);
  const [lanes, retry] = useAsync(fetchGameLanes, lanesAtHand);
  const path = (screen: string, fallback: string) => site.routes.pathForScreen(screen) ?? fallback;
  return (
    <HomeView
      brand={site.features.merchant.name}
      logoUrl={assetUrl(site, site.features.logo)}
      memberName={info ? info.userName || info.id || '…' : null}
      lanes={lanes}
      language={language}
      languages={site.features.languages.supported}
      paths={{ login: path('login', '/m/login'), register: path('register', '/m/register'), member: path('memberHome', '/m/member/home'), game: path('game', '/m/game') }}
      onLanguage={(lang) => void chooseLanguage(lang)}
      onRetry={retry}
    />
  );
}
