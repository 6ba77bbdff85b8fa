import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Screen } from '@/ui/screen';

export function SectionView({ screen, onBack, onHome }: { screen: string; onBack: () => void; onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <Screen title={t(`screen.${screen}`)} onBack={onBack} backLabel={t('common.back')}>
      <section className="card">
        <p style={{ margin: 0 }}>{t('section.not_open')}</p>
      </section>
      <Button block onClick={onHome}>{t('section.go_home')}</Button>
    </Screen>
  );
}
