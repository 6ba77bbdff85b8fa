import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { ScreenComponent } from '@/runtime/flow';
import { credentialFields, reloadForCredentials, setCredentialScreen } from '@/state/credential-fields';
import { Spinner } from '@/ui/spinner';

/**
 * The route view's part of "no marketing script in a document with a credential field"
 * (state/credential-fields.ts). It declares a credential screen from the moment the address asks
 * for one until the last such screen has left the view (a move renders in the background, so the
 * screen on view may still be the login page while the address is already home's), and tells
 * whether the address asks for a credential screen in a document a marketing script has run in:
 * the route view then renders `CredentialReload` instead, and the screen opens in a new document.
 */
export function useCredentialRoute(asked: ScreenComponent | undefined, onView: ScreenComponent | undefined): boolean {
  const wanted = asked?.credentialFields === true;
  const shown = wanted || onView?.credentialFields === true;
  // The answer itself is what the view subscribes to: a marketing script's arrival (the tracking's
  // start, a few seconds in) renders the screen on view again only where it changes the answer.
  // (A valtio snapshot renders again on any change of the state when the render read nothing of it.)
  const reload = useSyncExternalStore(watchFields, () => wanted && credentialFields.marketingScript);
  useLayoutEffect(() => setCredentialScreen(shown), [shown]);
  return reload;
}

const watchFields = (onChange: () => void) => subscribe(credentialFields, onChange);

/** Loads the address again (the history entry is already the credential screen's). */
export function CredentialReload({ label }: { label: string }) {
  useEffect(() => reloadForCredentials(), []);
  return <Spinner label={label} />;
}
