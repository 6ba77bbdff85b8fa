import { useTranslation } from '@/lib/i18n/use-translation';
import { useFeatures } from '@/runtime/site';
import { AccessDeniedView } from './access-denied-view';
import { englishCopy, useDocumentTitle, useNoticeTexts } from './notice-texts';
import { useCustomerService } from './use-customer-service';

/** Shown by app/system-gate.tsx instead of the routes while the status says region restriction. */
export default function AccessDeniedScreen() {
  const features = useFeatures();
  const { t } = useTranslation();
  const { ready, english } = useNoticeTexts();
  const contact = useCustomerService();
  useDocumentTitle(ready ? t('notice.access_denied_title') : null);
  if (!ready) return null;
  return (
    <AccessDeniedView
      ip={features.clientIp}
      englishDescription={englishCopy(english, 'notice.access_denied_desc', t('notice.access_denied_desc'))}
      onContact={contact}
    />
  );
}
