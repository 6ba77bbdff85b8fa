import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocation } from 'wouter';
import { htmlPolicy } from '@/policy/html-policy';
import { useSite } from '@/runtime/site';
import { useTargets } from '@/runtime/steps/targets';
import { getDevice } from '@/state/device';
import { SafeHtml } from '@/ui/safe-html';
import { ConfirmSheetView } from '../prompt/confirm-sheet-view';
import { takeInstallEvent } from '../prompt/capture-install-event';
import { DownloadPopupView, type LinkKind } from './download-popup-view';
import { fetchAppDownloadNotes, type AppDownloadNote } from './app-download-notes';
import { useAsync } from '@/ui/use-async';
import type { AppDownloadPromotion } from '../app-download/app-download-promotion';
import { activityHref } from '../common/install-data';
import { InstallGuideView } from '../prompt/install-guide-view';
import { acceptInstall } from '../prompt/install-prompt-controller';
import { decideLinkTap } from '../common/link-tap';
import { performLinkTap } from '../common/perform-link-tap';
import { useExit } from '../common/use-exit';
import { useInstallTexts } from '../common/use-install-texts';

/**
 * The download bar's popup: the app-download announcements on top (app-download-notes.ts; the
 * links show at once, the notes when they come); each link follows the link rules (link-tap.ts);
 * the profile asks first (bottom confirm); the guide entry uses the browser's install dialog when
 * it offered one.
 */
export default function DownloadPopupHost({ promotion = null, onClose }: { promotion?: AppDownloadPromotion | null; onClose: () => void }) {
  const site = useSite();
  const targets = useTargets();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ready = useInstallTexts();
  const ms = site.features.installPrompt.animationMs;
  const [leaving, exit] = useExit(ms);
  const [stage, setStage] = useState<'list' | 'guide' | 'profile'>('list');
  // The notes when they come; none while loading or when the call failed (the links are the point).
  const [loaded] = useAsync(fetchAppDownloadNotes);
  const notes: readonly AppDownloadNote[] = loaded.kind === 'ready' ? loaded.value : [];
  const policy = useMemo(() => htmlPolicy(site), [site]);
  const device = getDevice();
  const links = site.features.downloadLinks;
  const activity = promotion?.enabled ? activityHref(targets, promotion) : null;
  if (!ready) return null;

  const open = (kind: LinkKind) => {
    const url = links[kind];
    if (url) void performLinkTap(decideLinkTap(url, device), site.manifest);
  };
  if (stage === 'guide') {
    return <InstallGuideView variant={device.os === 'ios' ? 'ios' : 'browser'} needsSafari={device.os === 'ios' && !device.isSafari}
      animationMs={ms} leaving={leaving} onDone={() => exit(onClose)} />;
  }
  if (stage === 'profile') {
    return <ConfirmSheetView title={t('install.profile_title')} message={t('install.profile_text', { name: site.features.merchant.name })}
      animationMs={ms} leaving={leaving} onCancel={() => setStage('list')}
      onAgree={() => {
        open('MOBILECONFIG');
        exit(onClose);
      }} />;
  }
  return (
    <DownloadPopupView links={links} guide={!device.standalone && !device.webClip} activity={Boolean(activity)} animationMs={ms} leaving={leaving}
      notes={notes}
      renderContent={(html) => <SafeHtml className="a2hs-text a2hs-note__content" html={html} policy={policy} onInAppLink={(path) => {
        navigate(path);
        onClose();
      }} />}
      onLink={(kind) => (kind === 'MOBILECONFIG' ? setStage('profile') : open(kind))}
      onGuide={() => {
        const event = takeInstallEvent();
        void acceptInstall(event, () => setStage('guide'));
        if (event) exit(onClose);
      }}
      onActivity={() => {
        if (activity) navigate(activity);
        onClose();
      }}
      onClose={() => exit(onClose)} />
  );
}
