import type { Site } from '@/runtime/site';
import { getDevice } from '@/state/device';
import { installMemory } from './install-memory';
import { isPromptPath, type InstallPromptFacts } from './install-prompt-rules';

/** The prompt's facts as they are now (the deposits come later, from the server). */
export function promptFacts(site: Site, path: string, loggedIn: boolean): Omit<InstallPromptFacts, 'deposits'> {
  const f = site.features;
  const device = getDevice();
  return {
    enabled: f.installPrompt.enabled,
    onPromptPath: isPromptPath(path, site.routes.home.path),
    maintenance: f.maintenance.active,
    regionRestricted: f.regionRestricted,
    installed: device.inNativeApp || device.standalone || device.webClip,
    skipped: installMemory.skipped(),
    loginRequired: f.loginRequired,
    loggedIn,
    closes: installMemory.closes(),
    maxCloseTimes: f.installPrompt.maxCloseTimes,
    depositTimes: f.installPrompt.depositTimes,
    hostListed: site.manifest.domains.includes(location.hostname.toLowerCase()),
  };
}
