import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { STORE_KEYS, storage } from '@/lib/storage';
import { useSite } from '@/runtime/site';
import { session } from '@/state/session';
import { lazyPart } from '@/ui/lazy-part';
import { isPromptPath } from './install-paths';

/**
 * The install flow's overlays as the shell mounts them (`ShellOverlays`, app/flows.tsx). This part is in
 * every first load, so it only makes the cheap decisions and fetches the flow's chunk
 * (install-shell.tsx) when there may be something to show:
 * - the download bar: home, overlay on with a link, not closed this session, no system notice;
 * - the app-upgrade check: an app link exists (only the native app will show it);
 * - the install prompt: A2HS3, its paths, no system notice, logged in when login is required
 *   (the prompt applies every other rule of install-prompt-rules.ts before it waits and shows).
 * The chunk loads after the first paint (nothing of it is on it). A chunk that fails to load shows
 * nothing rather than breaking the page.
 */
const InstallShell = lazyPart(() => import('./install-shell'));

export function InstallOverlays() {
  const site = useSite();
  const f = site.features;
  const [path] = useLocation();
  const { info } = useSnapshot(session);
  const [barClosed, setBarClosed] = useState(() => storage.get('session', STORE_KEYS.hideDownloadBar) === '1');
  const home = site.routes.home;
  const calm = !f.maintenance.active && !f.regionRestricted;
  const bar = f.downloadBar.enabled && calm && !barClosed && site.routes.match(path).route === home;
  const prompt = f.installPrompt.enabled && calm && isPromptPath(path, home.path) && (!f.loginRequired || Boolean(info?.token));
  const load = bar || prompt || Boolean(f.downloadLinks.Android || f.downloadLinks.IOS);
  // Nothing to load is nothing to show: named on the document once committed (`<html
  // data-install="none">`), the signal tests wait for before asserting that no overlay came.
  useEffect(() => {
    if (load) return undefined;
    document.documentElement.dataset.install = 'none';
    return () => {
      delete document.documentElement.dataset.install;
    };
  }, [load]);
  if (!load) return null;
  return <InstallShell bar={bar} prompt={prompt} onCloseBar={() => setBarClosed(true)} />;
}
