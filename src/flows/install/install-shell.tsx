import { getDevice } from '@/state/device';
import DownloadBarHost from './download-bar/download-bar-host';
import { AppUpgradeHost, InstallPromptHost } from './load-modals';

/**
 * The install flow's lazy half (install-overlays.tsx made the cheap decisions). The device
 * decides the rest: inside the native app only the upgrade modal; in a browser
 * tab the download bar when allowed; nothing of either in an installed PWA or a web clip. The
 * prompt host applies the prompt's own rules (it knows the device too).
 */
export interface InstallShellProps {
  bar: boolean;
  prompt: boolean;
  onCloseBar: () => void;
}

export default function InstallShell({ bar, prompt, onCloseBar }: InstallShellProps) {
  const device = getDevice();
  const installed = device.standalone || device.webClip;
  return (
    <>
      {device.inNativeApp && <AppUpgradeHost />}
      {bar && !device.inNativeApp && !installed && <DownloadBarHost onClose={onCloseBar} />}
      {prompt && <InstallPromptHost />}
    </>
  );
}
