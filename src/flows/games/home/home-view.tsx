import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import type { Language } from '@/lib/i18n/languages';
import { lazyPart } from '@/ui/lazy-part';
import { Screen } from '@/ui/screen';
import { LaneSkeletons } from './lane-skeletons';
import './home.css';

// Its own chunk (the names are not needed where it is not shown), fetched after the first paint.
const LanguageSelect = lazyPart(() => import('@/ui/language-select'));

export interface HomeViewProps {
  brand: string;
  logoUrl: string;
  memberName: string | null;
  /** Beside the member's name: the VIP rank (a lazy part). */
  rank?: ReactNode;
  language: Language;
  languages: readonly Language[];
  paths: { login: string; register: string; member: string };
  onLanguage: (lang: Language) => void;
  /** The banner strip (first banner in the first paint). */
  banners: ReactNode;
  /** The marquee, in a bar whose height is reserved when `marqueeShown`. */
  marquee?: ReactNode;
  marqueeShown: boolean;
  /** The lanes (a lazy part); the skeletons hold their place until it renders. */
  lanes: ReactNode;
}

/**
 * The lobby's home. Its first paint is this file and the strip: the header with the account's
 * entry points, the first banner, and skeleton lanes of the real lanes' size; the rest (lanes and
 * tiles, the carousel's behaviour, the marquee, favourites and recent) are lazy parts that fill
 * the reserved places after the first paint.
 */
export function HomeView({ brand, logoUrl, memberName, rank, language, languages, paths, onLanguage, banners, marquee, marqueeShown, lanes }: HomeViewProps) {
  const { t } = useTranslation();
  return (
    <Screen
      title={<span className="home__hero"><img className="home__logo" src={logoUrl} alt="" width={36} height={36} /><span className="home__brand">{brand}</span></span>}
      actions={languages.length > 1 && <LanguageSelect label={t('language.choose')} value={language} options={languages} onChange={onLanguage} />}
    >
      {memberName ? (
        // The link's name starts with what it shows (WCAG 2.5.3, label in name): the greeting and
        // rank, then where it leads, for a screen reader only.
        <Link href={paths.member} className="home__member">
          <span className="home__greeting">{t('home.greeting', { name: memberName })}</span>
          {rank}
          <span className="sr-only"> {t('home.member_centre')}</span>
        </Link>
      ) : (
        <section className="home__actions" aria-label={t('home.account')}>
          <Link href={paths.login} className="btn">{t('auth.login')}</Link>
          <Link href={paths.register} className="btn btn--accent">{t('auth.register')}</Link>
        </section>
      )}
      {banners}
      {marqueeShown && <div className="home__marquee">{marquee}</div>}
      <div className="home__lanes">
        {lanes}
        <LaneSkeletons />
      </div>
    </Screen>
  );
}
