import { useTranslation } from '@/lib/i18n/use-translation';
import { useLiveSettings } from '@/runtime/steps/live-settings';
import { useSite } from '@/runtime/site';
import { getDevice } from '@/state/device';
import { Spinner } from '@/ui/spinner';
import { AppDownloadView } from './app-download-view';
import { decideLinkTap, pageTip } from '../common/link-tap';
import { performLinkTap } from '../common/perform-link-tap';
import { useInstallTexts } from '../common/use-install-texts';

/**
 * /m/appDownload?language=…&tokens=…, public in the manifests. The language and
 * the token are taken at start-up (app/boot.ts); this page offers the links under the link rules.
 */
export default function AppDownloadScreen() {
  const site = useSite();
  const { t } = useTranslation();
  const ready = useInstallTexts();
  const device = getDevice();
  const links = site.features.downloadLinks;
  const { template } = useLiveSettings();
  if (!ready) return <Spinner label={t('common.loading')} />;
  return (
    <AppDownloadView name={site.features.merchant.name} logoUrl={template.logoUrl}
      backgroundUrl={template.backgroundUrl} description={template.description} descriptionColor={template.descriptionColor}
      links={links} tip={pageTip(device, links.MOBILECONFIG)} homeHref={site.routes.home.path}
      onLink={(kind) => {
        const url = links[kind];
        if (url) void performLinkTap(decideLinkTap(url, device), site.manifest);
      }} />
  );
}
