import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '@/lib/i18n/languages';
import { Button } from '@/ui/button';
import { lazyPart } from '@/ui/lazy-part';
import { Screen } from '@/ui/screen';
import type { AsyncState } from '@/ui/use-async';
import type { GameLane } from '../lobby/game-lanes';
import './home.css';

// Its own chunk (the names are not needed where it is not shown), fetched after the first paint.
const LanguageSelect = lazyPart(() => import('@/ui/language-select'));

export interface HomeViewProps {
  brand: string;
  logoUrl: string;
  memberName: string | null;
  lanes: AsyncState<GameLane[]>;
  language: Language;
  languages: readonly Language[];
  paths: { login: string; register: string; member: string; game: string };
  onLanguage: (lang: Language) => void;
  onRetry: () => void;
}

export function HomeView({ brand, logoUrl, memberName, lanes, language, languages, paths, onLanguage, onRetry }: HomeViewProps) {
  const { t } = useTranslation();
  // Banner routing: game links send anonymous players to the login page.
  const gameHref = (vendor: string) => (memberName ? `${paths.game}?vendor=${encodeURIComponent(vendor)}` : paths.login);
  return (
    <Screen
      title={<span className="home__hero"><img className="home__logo" src={logoUrl} alt="" width={44} height={44} /><span className="home__brand">{brand}</span></span>}
      actions={languages.length > 1 && <LanguageSelect label={t('language.choose')} value={language} options={languages} onChange={onLanguage} />}
    >
      {memberName ? (
        <section className="card">
          <p className="home__greeting">{t('home.greeting', { name: memberName })}</p>
          <Link href={paths.member} className="btn btn--block" style={{ marginTop: 12 }}>{t('home.member_centre')}</Link>
        </section>
      ) : (
        <section className="home__actions" aria-label={t('home.account')}>
          <Link href={paths.login} className="btn">{t('auth.login')}</Link>
          <Link href={paths.register} className="btn btn--accent">{t('auth.register')}</Link>
        </section>
      )}

      {lanes.kind === 'loading' && <p role="status" aria-busy="true">{t('common.loading')}</p>}
      {lanes.kind === 'error' && (
        <div className="notice" role="alert">
          {t('home.lanes_failed')} <Button variant="ghost" onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      )}
      {lanes.kind === 'ready' && lanes.value.map((lane) => (
        <section key={lane.title} className="home__lane">
          <h2 className="home__lane-title">
            {lane.title}
            <span className="home__lane-count">{t('home.game_count', { count: lane.gameCount })}</span>
          </h2>
          <ul className="home__cards">
            {lane.cards.map((card) => (
              <li key={card.accountTypeName}>
                <Link href={gameHref(card.accountTypeName)} className="home__card">{card.displayName}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Screen>
  );
}
