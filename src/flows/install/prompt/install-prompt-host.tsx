import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSite } from '@/runtime/site';
import { getDevice } from '@/state/device';
import { useOverlayTurn } from '@/state/overlay-queue';
import { hasSession } from '@/state/session';
import { appLinkFor } from '../upgrade/app-upgrade-rules';
import { takeInstallEvent } from './capture-install-event';
import { ConfirmSheetView } from './confirm-sheet-view';
import { appIconUrl, fetchDepositFacts } from '../common/install-data';
import { InstallGuideView } from './install-guide-view';
import { installMemory } from './install-memory';
import { acceptInstall, scheduleInstallPrompt } from './install-prompt-controller';
import { decideInstallPrompt } from './install-prompt-rules';
import { InstallModalView } from './install-modal-view';
import { decideLinkTap } from '../common/link-tap';
import { performLinkTap } from '../common/perform-link-tap';
import { promptFacts } from './prompt-facts';
import { useExit } from '../common/use-exit';
import { useInstallTexts } from '../common/use-install-texts';

type Stage = 'waiting' | 'modal' | 'guide' | 'profile' | 'done';

/**
 * The add-to-home-screen prompt on the home page. The shell mounts it while the rules allow it
 * (install-overlays.tsx) and unmounts it when the player leaves home, which cancels the wait.
 * Declining ("continue on H5") counts one close; the web-app button installs or guides; the
 * native-app button follows the link rules; on iOS the footer offers the profile or the hints.
 */
export default function InstallPromptHost() {
  const site = useSite();
  const { t } = useTranslation();
  const timing = site.features.installPrompt;
  // The shell checked the cheap rules; the full ones (counter, skip flag, device…) decide here
  // whether to wait at all, before anything else is fetched.
  const [possible] = useState(() => decideInstallPrompt({ ...promptFacts(site, location.pathname, hasSession()), deposits: undefined }).kind !== 'hide');
  const ready = useInstallTexts(possible);
  const [stage, setStage] = useState<Stage>('waiting');
  const [leaving, exit] = useExit(timing.animationMs);
  const device = getDevice();
  const links = site.features.downloadLinks;
  const appLink = appLinkFor(device.os, links);

  useEffect(() => {
    if (!possible) return undefined;
    const cancel = scheduleInstallPrompt({
      facts: () => promptFacts(site, location.pathname, hasSession()),
      fetchDeposits: fetchDepositFacts,
      timings: timing,
      show: () => setStage('modal'),
    });
    // The prompt's wait has started, named on the document (`<html data-install-prompt="armed">`):
    // the moment a test may move the page's clock on by the delay instead of waiting it out.
    const root = document.documentElement;
    root.dataset.installPrompt = 'armed';
    return () => {
      cancel();
      delete root.dataset.installPrompt;
    };
  }, [possible, site, timing]);

  // In the overlay queue after the update dialog, the notices and the second factor.
  const turn = useOverlayTurn('install', ready && stage !== 'waiting' && stage !== 'done');
  if (!ready || stage === 'waiting' || stage === 'done' || !turn) return null;
  const done = () => setStage('done');
  const ms = timing.animationMs;

  if (stage === 'guide') {
    return <InstallGuideView variant={device.os === 'ios' ? 'ios' : 'browser'} needsSafari={device.os === 'ios' && !device.isSafari}
      animationMs={ms} leaving={leaving} onDone={() => exit(done)} />;
  }
  if (stage === 'profile') {
    return <ConfirmSheetView title={t('install.profile_title')} message={t('install.profile_text', { name: site.features.merchant.name })}
      animationMs={ms} leaving={leaving} onCancel={() => setStage('modal')}
      onAgree={() => {
        installMemory.skip();
        if (links.MOBILECONFIG) void performLinkTap(decideLinkTap(links.MOBILECONFIG, device), site.manifest);
        exit(done);
      }} />;
  }
  return (
    <InstallModalView name={site.features.merchant.name} iconUrl={appIconUrl(site)} animationMs={ms} leaving={leaving}
      nativeApp={Boolean(appLink)}
      footer={device.os === 'ios' ? (links.MOBILECONFIG ? 'profile' : 'ios-hints') : null}
      onContinue={() => {
        installMemory.close();
        exit(done);
      }}
      onNativeApp={() => {
        installMemory.skip();
        if (appLink) void performLinkTap(decideLinkTap(appLink, device), site.manifest);
        exit(done);
      }}
      onWebApp={() => {
        const event = takeInstallEvent();
        void acceptInstall(event, () => setStage('guide'));
        if (event) exit(done);
      }}
      onProfile={() => setStage('profile')} />
  );
}
