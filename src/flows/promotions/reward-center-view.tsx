import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'wouter';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import { LoadFailed } from './promotion-parts';
import type { RewardEntry } from './reward-entries';

const ENTRY_NAME: Record<RewardEntry['type'], string> = { APP_DOWNLOAD: 'rewards.app_download', REFERRAL: 'rewards.referral' };

/**
 * The reward centre: the app-download bonus and the referral programme with their counts, each
 * leading to its page; or, where the site does not offer it (REWCEN3 off), a plain word and the
 * way home.
 */
export function RewardCenterView({ state, offered, home, promotions, onBack, onRetry }: {
  state: AsyncState<RewardEntry[]>;
  offered: boolean;
  home: string;
  /** The promotions page, when the merchant has one. */
  promotions: string | null;
  onBack: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Screen title={t('screen.rewardCenter')} onBack={onBack} backLabel={t('common.back')}>
      {!offered && (
        <section className="card stack">
          <p className="center">{t('rewards.not_offered')}</p>
          <Link href={home} className="btn btn--block">{t('rewards.go_home')}</Link>
        </section>
      )}
      {offered && state.kind === 'loading' && <Spinner label={t('common.loading')} />}
      {offered && state.kind === 'error' && <LoadFailed message={t('rewardCenter.load_failed')} onRetry={onRetry} />}
      {offered && state.kind === 'ready' && state.value.length === 0 && <p className="card center">{t('rewards.empty')}</p>}
      {offered && state.kind === 'ready' && state.value.length > 0 && (
        <ul className="reward-list">
          {state.value.map((entry) => (
            <li key={entry.type}>
              <Link href={entry.href} className="reward-entry" data-reward={entry.type}>
                <span className="reward-entry__name">{t(ENTRY_NAME[entry.type])}</span>
                <span className="reward-entry__count" aria-label={t('rewards.count', { count: entry.count })}>{entry.count}</span>
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {offered && promotions && state.kind !== 'loading' && <Link href={promotions} className="btn btn--ghost btn--block">{t('rewards.all_promotions')}</Link>}
    </Screen>
  );
}
