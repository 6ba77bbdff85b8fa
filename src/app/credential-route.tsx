import { useEffect, useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
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
  const { marketingScript } = useSnapshot(credentialFields);
  useLayoutEffect(() => setCredentialScreen(shown), [shown]);
  return wanted && marketingScript;
}

/** Loads the address again (the history entry is already the credential screen's). */
export function CredentialReload({ label }: { label: string }) {
  useEffect(() => reloadForCredentials(), []);
  return <Spinner label={label} />;
}
