import { useEffect, useState } from 'react';
import { STORE_KEYS, storage } from '@/lib/storage';
import { useSite } from '@/runtime/site';
import { getDevice } from '@/state/device';
import { appLinkFor, decideAppUpgrade, readUpgradeable } from './app-upgrade-rules';
import { AppUpgradeView } from './app-upgrade-view';
import { appIconUrl } from '../common/install-data';
import { decideLinkTap } from '../common/link-tap';
import { performLinkTap } from '../common/perform-link-tap';
import { useExit } from '../common/use-exit';
import { useInstallTexts } from '../common/use-install-texts';

/** `?upgradeable=` of the landing URL, kept for the session (app-upgrade-rules.ts). */
function sessionUpgradeable(): boolean | null {
  const fromUrl = readUpgradeable(new URLSearchParams(location.search).get('upgradeable'));
  if (fromUrl !== null) storage.set('session', STORE_KEYS.appUpgradeable, String(fromUrl));
  return readUpgradeable(storage.get('session', STORE_KEYS.appUpgradeable));
}

/** The app-upgrade modal; the shell mounts this inside the native app only. */
export default function AppUpgradeHost() {
  const site = useSite();
  const ready = useInstallTexts();
  const [upgradeable] = useState(sessionUpgradeable);
  const [closed, setClosed] = useState(() => storage.get('session', STORE_KEYS.appUpgradeClosed) === '1');
  const [leaving, exit] = useExit(site.features.installPrompt.animationMs);
  const device = getDevice();
  const link = appLinkFor(device.os, site.features.downloadLinks);
  const decision = decideAppUpgrade({ inNativeApp: device.inNativeApp, upgradeable, link, mandatory: site.features.appUpdate.mandatory, closed });
  // Once its texts are in it shows or not, and names its decision on the document after that
  // commit (`<html data-app-upgrade="hidden">`): the signal tests wait for, like data-screen.
  useEffect(() => {
    if (!ready) return undefined;
    document.documentElement.dataset.appUpgrade = decision;
    return () => {
      delete document.documentElement.dataset.appUpgrade;
    };
  }, [ready, decision]);
  if (!ready || decision === 'hidden' || !link) return null;
  return (
    <AppUpgradeView name={site.features.merchant.name} iconUrl={appIconUrl(site)} mandatory={decision === 'mandatory'}
      animationMs={site.features.installPrompt.animationMs} leaving={leaving}
      onUpgrade={() => void performLinkTap(decideLinkTap(link, device), site.manifest)}
      onClose={() => exit(() => {
        storage.set('session', STORE_KEYS.appUpgradeClosed, '1');
        setClosed(true);
      })} />
  );
}
