import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';
import { Spinner } from '@/ui/spinner';
import type { AsyncState } from '@/ui/use-async';
import type { MemberInfo } from './member-info';

export type MemberState = AsyncState<MemberInfo>;

export function MemberHomeView({ state, onRetry, onLogout, onBack }: {
  state: MemberState;
  onRetry: () => void;
  onLogout: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Screen title={t('member.title')} onBack={onBack} backLabel={t('common.back')}>
      {state.kind === 'loading' && <Spinner label={t('common.loading')} />}
      {state.kind === 'error' && (
        <div className="notice" role="alert">
          {t('member.load_failed')} <Button variant="ghost" onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <section className="card" aria-labelledby="member-name">
          <h2 id="member-name" style={{ margin: 0 }}>{state.value.userName}</h2>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: '12px 0 0' }}>
            <dt>{t('member.id')}</dt><dd style={{ margin: 0 }}>{state.value.id}</dd>
            <dt>{t('member.vip_level')}</dt><dd style={{ margin: 0 }}>{state.value.hasVip ? state.value.clubLabel?.labelName || state.value.vipRankLevel : t('member.no_vip')}</dd>
          </dl>
        </section>
      )}
      <Button variant="ghost" block onClick={onLogout}>{t('member.logout')}</Button>
    </Screen>
  );
}
