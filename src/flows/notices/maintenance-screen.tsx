import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSnapshot } from 'valtio';
import { useFeatures } from '@/runtime/site';
import { preferences } from '@/state/preferences';
import { showLoading } from '@/state/loading';
import { showToast } from '@/state/ui';
import { checkMaintenance } from './check-maintenance';
import { formatEndTime } from './format-end-time';
import { MaintenanceView } from './maintenance-view';
import { englishCopy, useDocumentTitle, useNoticeTexts } from './notice-texts';
import { useCustomerService } from './use-customer-service';

/**
 * Shown by app/system-gate.tsx instead of the routes while the status says maintenance. Retry
 * asks the status again; once maintenance is over the page reloads into the app (a reload, so
 * every part of the app starts from the new status, not only this screen).
 */
export default function MaintenanceScreen() {
  const features = useFeatures();
  const { t } = useTranslation();
  const { language } = useSnapshot(preferences);
  const { ready, english } = useNoticeTexts();
  const contact = useCustomerService();
  const [endsAt, setEndsAt] = useState(features.maintenance.endsAt);
  const [retrying, setRetrying] = useState(false);
  useDocumentTitle(ready ? t('notice.maintenance_title') : null);
  if (!ready) return null;

  const retry = async () => {
    setRetrying(true);
    const result = await checkMaintenance(features.spinner.autoHideMs);
    if (result.kind === 'cleared') {
      showLoading(features.spinner.afterErrorHideMs, 'after-error');
      location.reload();
      return;
    }
    if (result.kind === 'still') {
      setEndsAt(result.endsAt);
      showToast(t('notice.still_maintenance'), 3_000);
    }
    setRetrying(false);
  };

  return (
    <MaintenanceView
      endsAtText={endsAt === null ? null : formatEndTime(endsAt, language)}
      english={{
        title: englishCopy(english, 'notice.maintenance_title', t('notice.maintenance_title')),
        description: englishCopy(english, 'notice.maintenance_desc', t('notice.maintenance_desc')),
      }}
      retrying={retrying}
      onRetry={() => void retry()}
      onContact={contact}
    />
  );
}
